import { useState } from 'react';
import { Create, maxLength, required, TextInput, useRedirect, type RaRecord } from 'react-admin';
import { SUBMISSION_API_TOKEN_NAME_MAX_LENGTH } from '../../../contract/entities/submissionApiToken';
import { ShownOnceDialog } from '../shared/ShownOnceDialog';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/**
 * A new token for a partner's server. The server answers the token this once (it keeps only its
 * hash): a dialog shows it, selected for copying, and only its button leaves the page.
 */
export function SubmissionApiTokenCreate() {
  const redirect = useRedirect();
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (record: RaRecord) => setToken(String(record.token ?? '')) }}>
        <GuardedForm>
          <TextInput source="name" fullWidth helperText="app.challenge.nameHelp" validate={[required(), maxLength(SUBMISSION_API_TOKEN_NAME_MAX_LENGTH)]} />
        </GuardedForm>
      </Create>
      <ShownOnceDialog
        value={token}
        title="app.challenge.tokenTitle"
        help="app.challenge.tokenHelp"
        label="app.challenge.token"
        done="app.challenge.copied"
        onDone={() => redirect('list', 'submission-api-tokens')}
      />
    </>
  );
}
