import { useState, type ReactElement } from 'react';
import { DiscardChangesDialog, type DiscardChangesDialogProps } from './DiscardChangesDialog';
import { useHasUnsavedChanges } from './unsavedChangesScope';

/**
 * For an action that replaces what the view's form holds (restoring a version): `confirm(run)`
 * runs it at once when nothing is unsaved, and otherwise asks first (`dialog`, to render).
 */
export function useConfirmDiscard(action: DiscardChangesDialogProps['action']): { confirm(run: () => void): void; dialog: ReactElement } {
  const unsaved = useHasUnsavedChanges();
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
