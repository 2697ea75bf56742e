import { SaveButton, Toolbar } from 'react-admin';

/** Submissions are deleted by retention or a personal-data request, not from their form: only Save here. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
