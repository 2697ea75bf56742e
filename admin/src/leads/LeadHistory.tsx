import { useRecordContext, useTranslate } from 'react-admin';
import { ChangeHistory } from '../shared/ChangeHistory';
import { AsNamed } from '../shared/InLanguage';

interface LeadChange {
  id: number;
  field: 'status' | 'lostReason' | 'ownerId';
  from: string | null;
  to: string | null;
  /** An owner change: the owners' display names (the values are their ids). */
  fromName?: string | null;
  toName?: string | null;
  changedAt: string;
  actor: string;
}

/** Who changed the lead's status, reason or owner, and when, oldest first: people by name, statuses in words. */
export function LeadHistory() {
  const record = useRecordContext<{ history?: LeadChange[] }>();
  const translate = useTranslate();
  // A list row stands for the record until the lead itself arrives, without its history.
  if (!record?.history) return null;
  const value = (change: LeadChange, value: string | null, name: string | null | undefined) => {
    if (change.field === 'ownerId') return value === null ? translate('app.records.unassigned') : name ? <AsNamed>{name}</AsNamed> : translate('app.history.none');
    if (value === null) return translate('app.history.none');
    return change.field === 'status' ? translate(`app.leadStatus.${value}`) : value;
  };
  return (
    <ChangeHistory
      changes={record.history.map((change) => ({
        key: change.id,
        field: translate(`resources.leads.fields.${change.field}`),
        from: value(change, change.from, change.fromName),
        to: value(change, change.to, change.toName),
        author: change.actor,
        changedAt: change.changedAt,
      }))}
    />
  );
}
