import { useState, type ReactElement } from 'react';
import { DiscardChangesDialog, type DiscardChangesDialogProps } from './DiscardChangesDialog';

/**
 * For an action that throws away what was typed (restoring a version over a form's changes,
 * closing a dialog with input): `confirm(run)` runs it at once when nothing is `unsaved`, and
 * otherwise asks first (`dialog`, to render).
 */
export function useConfirmDiscard(action: DiscardChangesDialogProps['action'], unsaved: boolean): { confirm(run: () => void): void; dialog: ReactElement } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirm = (run: () => void) => {
    if (unsaved) setPending(() => run);
    else run();
  };
  const dialog = (
    <DiscardChangesDialog
      open={pending !== null}
      action={action}
      onStay={() => setPending(null)}
      onDiscard={() => {
        pending?.();
        setPending(null);
      }}
    />
  );
  return { confirm, dialog };
}
