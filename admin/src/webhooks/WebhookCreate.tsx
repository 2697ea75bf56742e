import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Create, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { WebhookInputs } from './webhookInputs';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/**
 * A new webhook. The server answers its signing secret this once: a dialog shows it, selected
 * for copying, and only its button leaves the page.
 */
export function WebhookCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (record: RaRecord) => setSecret(String(record.secret ?? '')) }}>
        <GuardedForm>
          <WebhookInputs />
        </GuardedForm>
      </Create>
      <Dialog open={secret !== null} aria-labelledby="webhook-secret-title">
        <DialogTitle id="webhook-secret-title">{translate('app.webhook.secretTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.webhook.secretHelp')}</DialogContentText>
          <TextField
            label={translate('resources.webhooks.fields.secret')}
            value={secret ?? ''}
            fullWidth
            autoFocus
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => redirect('list', 'webhooks')}>{translate('app.webhook.copied')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
