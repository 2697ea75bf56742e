import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirmDiscard } from '../../shared/unsaved/useConfirmDiscard';

export interface MoveToPositionDialogProps {
  title: string;
  /** The item's position now (1 for the first) and how many the whole list holds. */
  position: number;
  total: number;
  onMove: (position: number) => void;
  onClose: () => void;
}

/**
 * Asks for the position (1 to the list's length) to move an item to: typed, so a long list is
 * crossed in one step, from a keyboard or a phone alike. Enter moves; Escape closes (asking first
 * once a position is typed; Cancel is the deliberate way out). Shown only while asked for, so each
 * opening starts from the item's position now.
 */
export function MoveToPositionDialog({ title, position, total, onMove, onClose }: MoveToPositionDialogProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(String(position));
  const target = Number(value);
  const valid = Number.isInteger(target) && target >= 1 && target <= total;
  const discard = useConfirmDiscard('close', value !== String(position));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onMove(target);
  };
  return (
    <Dialog open onClose={() => discard.confirm(onClose)} aria-labelledby="move-to-position-title" onClick={(event) => event.stopPropagation()}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="move-to-position-title">{translate('app.content.moveToTitle', { title })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            type="number"
            label={translate('app.content.moveToPosition', { total })}
            helperText={translate('app.content.moveToHelp', { position })}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={value !== '' && !valid}
            slotProps={{ htmlInput: { min: 1, max: total, step: 1, inputMode: 'numeric' } }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid || target === position}>
            {translate('app.content.moveToConfirm')}
          </Button>
        </DialogActions>
      </form>
      {discard.dialog}
    </Dialog>
  );
}
