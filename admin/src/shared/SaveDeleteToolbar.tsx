import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and Delete, which asks first and waits for the server (settings staff remove outright: webhooks, robots, routing). */
export function SaveDeleteToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}
