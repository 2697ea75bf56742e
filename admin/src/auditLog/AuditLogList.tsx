import { Datagrid, List, SimpleList, TextField } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';
import { CompanyDateField } from '../shared/CompanyDateField';
import { formatDateTime } from '../shared/companyTime';

interface AuditRow {
  id: number;
  occurredAt: string;
  actor: string | null;
  /** The staff user's display name; null for an entry of no user (a failed sign-in, the console). */
  actorName: string | null;
  action: string;
  target: string;
}

/** The audit trail, newest first, read-only: who by name beside the account the entry recorded. */
export function AuditLogList() {
  const small = useIsSmall();
  return (
    <List sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList />} perPage={50}>
      {small ? (
        <SimpleList<AuditRow>
          primaryText={(record) => record.action}
          secondaryText={(record) => `${record.actorName ?? record.actor ?? ''} · ${record.target}`}
          tertiaryText={(record) => formatDateTime(record.occurredAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <CompanyDateField source="occurredAt" showTime sortable={false} />
          <TextField source="actorName" sortable={false} emptyText="—" />
          <TextField source="actor" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="target" sortable={false} />
          <TextField source="clientIp" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
