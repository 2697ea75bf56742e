import { useRecordContext, useTranslate } from 'react-admin';
import { ChangeHistory } from '../shared/ChangeHistory';

interface LeadChange {
  id: number;
  field: 'status' | 'lostReason' | 'ownerId';
  from: string | null;
  to: string | null;
  changedAt: string;
  actor: string;
}

/** Who changed the lead's status, reason or owner, and when, oldest first. */
export function LeadHistory() {
  const record = useRecordContext<{ history?: LeadChange[] }>();
  const translate = useTranslate();
  // A list row stands for the record until the lead itself arrives, without its history.
  if (!record?.history) return null;
  const value = (change: LeadChange, value: string | null) => {
    if (value === null) return translate('app.history.none');
    return change.field === 'status' ? translate(`app.leadStatus.${value}`) : value;
  };
  return (
    <ChangeHistory
      changes={record.history.map((change) => ({
        key: change.id,
        field: translate(`resources.leads.fields.${change.field}`),
        from: value(change, change.from),
        to: value(change, change.to),
        author: change.actor,
        changedAt: change.changedAt,
      }))}
    />
  );
}
