import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A secret the server answers once (a webhook's signing secret, a submission API token): shown
 * selected for copying, read-only, in a dialog only its button closes, so it is not lost to a
 * stray click. Texts are message keys.
 */
export function ShownOnceDialog({ value, title, help, label, done, onDone }: {
  /** The secret; the dialog is closed while null. */
  value: string | null;
  title: string;
  help: string;
  label: string;
  done: string;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={value !== null} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(help)}</DialogContentText>
        <TextField
          label={translate(label)}
          value={value ?? ''}
          fullWidth
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{translate(done)}</Button>
      </DialogActions>
    </Dialog>
  );
}
