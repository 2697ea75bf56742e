import { Datagrid, DateField, List, SimpleList, TextField } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';

interface AuditRow {
  id: number;
  occurredAt: string;
  actor: string | null;
  action: string;
  target: string;
}

/** The audit trail, newest first, read-only. */
export function AuditLogList() {
  const small = useIsSmall();
  return (
    <List sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList />} perPage={50}>
      {small ? (
        <SimpleList<AuditRow>
          primaryText={(record) => record.action}
          secondaryText={(record) => `${record.actor ?? ''} · ${record.target}`}
          tertiaryText={(record) => new Date(record.occurredAt).toLocaleString()}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <DateField source="occurredAt" showTime sortable={false} />
          <TextField source="actor" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="target" sortable={false} />
          <TextField source="clientIp" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
