import { Datagrid, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { AsNamed } from '../shared/InLanguage';
import { NameField } from '../shared/SubmittedFields';
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

/** What a record names (`lead:12`, `jobs:range:0-9`, an e-mail address): an identifier, in no language to translate. */
const Target = ({ record }: { record: AuditRow }) => <AsNamed>{record.target}</AsNamed>;

/**
 * The audit trail, newest first, read-only: who by name beside the account the entry recorded. Actions are read in the user's language; one the
 * copy does not know yet (a new action of the server) shows its code rather than nothing.
 */
export function AuditLogList() {
  const small = useIsSmall();
  const translate = useTranslate();
  const action = (record: AuditRow) => translate(`app.wording.auditAction.${record.action}`, { _: record.action });
  return (
    <List sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList />} perPage={50}>
      {small ? (
        <SimpleList<AuditRow>
          primaryText={action}
          secondaryText={(record) => <><AsNamed>{record.actorName ?? record.actor ?? ''}</AsNamed> · <Target record={record} /></>}
          tertiaryText={(record) => formatDateTime(record.occurredAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <CompanyDateField source="occurredAt" showTime sortable={false} />
          <NameField source="actorName" sortable={false} emptyText="—" />
          <TextField source="actor" sortable={false} />
          <FunctionField<AuditRow> source="action" sortable={false} render={action} />
          <FunctionField<AuditRow> source="target" sortable={false} render={(record) => <Target record={record} />} />
          <TextField source="clientIp" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
