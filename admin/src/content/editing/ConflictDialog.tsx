import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ContentConflict } from '../../../../contract/content/protocol';
import { documentChanges } from '../history/documentChanges';
import { useFieldLabel } from '../useFieldLabel';
import { useContentShape } from './contentShapeContext';
import { formatDateTime } from '../../shared/companyTime';

/** The 409's record as the other editor left it, and what this editor tried. */
export interface ContentConflictState extends ContentConflict<Record<string, unknown>> {
  /** The document this editor tried to save; null when the refused change was a publish or restore of what they had loaded. */
  mine: Record<string, unknown> | null;
}

/**
 * Another editor changed the item first: who and when, their version next to this editor's
 * (the fields that differ), and the two ways on: take theirs (the form reloads), or save this
 * editor's version again from theirs, knowingly replacing it.
 */
export function ConflictDialog({ conflict, onTakeTheirs, onKeepMine }: { conflict: ContentConflictState | null; onTakeTheirs(): void; onKeepMine(): void }) {
  const translate = useTranslate();
  const shape = useContentShape();
  const fieldLabel = useFieldLabel();
  const titleId = useId();
  if (!conflict) return null;
  const { current, mine } = conflict;
  const changes = mine ? documentChanges(current.document, mine, shape) : [];
  const who = current.draftBy ?? translate('app.content.conflict.someone');
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.content.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {current.draftAt
            ? translate('app.content.conflict.savedBy', { who, at: formatDateTime(current.draftAt) })
            : translate('app.content.conflict.changed')}
        </DialogContentText>
        {mine ? (
          <Table size="small" sx={{ mt: 2 }} aria-label={translate('app.content.conflict.compare')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.content.conflict.field')}</TableCell>
                <TableCell>{translate('app.content.conflict.theirs')}</TableCell>
                <TableCell>{translate('app.content.conflict.mine')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>{translate('app.content.conflict.same')}</TableCell>
                </TableRow>
              ) : (
                changes.map((change) => (
                  <TableRow key={change.path}>
                    <TableCell component="th" scope="row">{fieldLabel(change.path)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{change.before}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{change.after}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs} autoFocus>{translate('app.content.conflict.takeTheirs')}</Button>
        {mine ? <Button onClick={onKeepMine} variant="contained">{translate('app.content.conflict.keepMine')}</Button> : null}
      </DialogActions>
    </Dialog>
  );
}
