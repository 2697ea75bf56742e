import { useMemo, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import type { ContentRecord } from '../../../../contract/content/protocol';
import { ContentStatusChips } from '../ContentStatusChips';
import { useContentShape } from './contentShapeContext';
import { toFormDocument } from './translatedValues';
import { GuardedForm } from '../../shared/unsaved/GuardedForm';

/**
 * The form of an item: its state (once it exists), then the kind's inputs, then `after` (the
 * draft's preview), all above the toolbar so that it stays in reach down to the preview's end. A
 * language the item is not written in is an empty part to type into (the save turns it back to
 * null when it stays blank).
 */
export function ContentForm({ toolbar, after = null, children }: { toolbar: ReactNode; after?: ReactNode; children: ReactNode }) {
  const shape = useContentShape();
  const record = useRecordContext<ContentRecord<Record<string, unknown>>>();
  // The form starts again whenever its record changes: a new object only when the loaded record does.
  const formRecord = useMemo(() => ({ ...record, document: toFormDocument(record?.document ?? {}, shape) }), [record, shape]);
  return (
    <GuardedForm record={formRecord} toolbar={toolbar}>
      {record?.id === undefined ? null : <ContentStatusChips status={record} />}
      {children}
      {after}
    </GuardedForm>
  );
}
