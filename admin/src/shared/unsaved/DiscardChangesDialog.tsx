import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface DiscardChangesDialogProps {
  open: boolean;
  /**
   * What going on does to the typed changes: `leave` (the page), `restore` (an older version
   * replaces them), `publish` (the saved draft goes live and the form reloads), `close` (a dialog).
   */
  action: 'leave' | 'restore' | 'publish' | 'close';
  onStay(): void;
  onDiscard(): void;
}

/**
 * Asks before typed changes are thrown away. An alert dialog (it interrupts on purpose) whose
 * focus starts on staying: Enter or Escape keeps the work, only a deliberate choice discards it.
 */
export function DiscardChangesDialog({ open, action, onStay, onDiscard }: DiscardChangesDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate('app.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate(`app.unsaved.${action}.text`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus variant="contained">{translate('app.unsaved.stay')}</Button>
        <Button onClick={onDiscard} color="error">{translate(`app.unsaved.${action}.discard`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
