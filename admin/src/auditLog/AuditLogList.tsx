import { Datagrid, List, SimpleList, TextField } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';
import { CompanyDateField } from '../shared/CompanyDateField';
import { formatDateTime } from '../shared/companyTime';

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
          tertiaryText={(record) => formatDateTime(record.occurredAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <CompanyDateField source="occurredAt" showTime sortable={false} />
          <TextField source="actor" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="target" sortable={false} />
          <TextField source="clientIp" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
