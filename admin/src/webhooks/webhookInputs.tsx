import { regex, required, TextInput } from 'react-admin';

/** A receiver's address and what it is for, as both the create and edit forms ask them. */
export function WebhookInputs() {
  return (
    <>
      <TextInput source="url" type="url" fullWidth validate={[required(), regex(/^https?:\/\/\S+$/)]} />
      <TextInput source="description" fullWidth multiline />
    </>
  );
}
