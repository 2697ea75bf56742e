import { maxLength, required, TextInput } from 'react-admin';
import { SUBMISSION_API_TOKEN_NAME_MAX_LENGTH } from '../../../contract/entities/submissionApiToken';
import { ShownOnceCreate, type ShownOnceTexts } from '../shared/ShownOnceCreate';

const TOKEN_TEXTS: ShownOnceTexts = {
  title: 'app.challenge.tokenTitle',
  help: 'app.challenge.tokenHelp',
  label: 'app.challenge.token',
  done: 'app.challenge.copied',
};

/** A new token for a partner's server. The server answers the token this once (it keeps only its hash): a dialog shows it for copying. */
export function SubmissionApiTokenCreate() {
  return (
    <ShownOnceCreate answer="token" texts={TOKEN_TEXTS}>
      <TextInput source="name" fullWidth helperText="app.challenge.nameHelp" validate={[required(), maxLength(SUBMISSION_API_TOKEN_NAME_MAX_LENGTH)]} />
    </ShownOnceCreate>
  );
}
