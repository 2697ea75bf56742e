import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Create, maxLength, required, TextInput, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { SUBMISSION_API_TOKEN_NAME_MAX_LENGTH } from '../../../contract/entities/submissionApiToken';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/**
 * A new token for a partner's server. The server answers the token this once (it keeps only its
 * hash): a dialog shows it, selected for copying, and only its button leaves the page.
 */
export function SubmissionApiTokenCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (record: RaRecord) => setToken(String(record.token ?? '')) }}>
        <GuardedForm>
          <TextInput source="name" fullWidth helperText="app.challenge.nameHelp" validate={[required(), maxLength(SUBMISSION_API_TOKEN_NAME_MAX_LENGTH)]} />
        </GuardedForm>
      </Create>
      <Dialog open={token !== null} aria-labelledby="submission-token-title">
        <DialogTitle id="submission-token-title">{translate('app.challenge.tokenTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.challenge.tokenHelp')}</DialogContentText>
          <TextField
            label={translate('app.challenge.token')}
            value={token ?? ''}
            fullWidth
            autoFocus
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => redirect('list', 'submission-api-tokens')}>{translate('app.challenge.copied')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
