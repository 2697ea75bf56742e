import { maxLength, required, TextInput } from 'react-admin';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../contract/adminApi';

/** A staff user's display name: required, as the server requires it, and what colleagues see for them. */
export function DisplayNameInput() {
  return (
    <TextInput
      source="displayName"
      autoComplete="off"
      fullWidth
      validate={[required(), maxLength(DISPLAY_NAME_MAX_LENGTH)]}
      helperText="app.records.displayNameHelp"
    />
  );
}
