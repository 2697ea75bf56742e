import type { SxProps } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SimpleList, TextField, useTranslate } from 'react-admin';
import { toApiLanguage } from '../../../contract/language';
import { EmptyList } from '../shared/EmptyList';
import { InLanguage } from '../shared/InLanguage';
import { useIsSmall } from '../shared/useIsSmall';
import { CompanyDateField } from '../shared/CompanyDateField';
import { formatDateTime } from '../shared/companyTime';

interface NotificationRow {
  id: number;
  kind: string;
  channel: 'mail' | 'webhook' | 'robot';
  /** The recipient's language, which the subject is written in. */
  language: string;
  target: string;
  subject: string;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

/** Not sent and failed at least once: shown in the error colour, with the error in its own column. */
const failing = (record: NotificationRow) => !record.sentAt && !!record.lastError;
const failingRowSx = (record: NotificationRow): SxProps => (failing(record) ? { backgroundColor: 'error.light' } : {});

/** A subject in the language it was written in for its recipient, whatever the interface's: screen readers read it so. */
const Subject = ({ record }: { record: NotificationRow }) => <InLanguage language={toApiLanguage(record.language)}>{record.subject}</InLanguage>;

/** Mail to staff, webhook deliveries and group robot messages, newest first; failures stand out with their last error. */
export function NotificationList() {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList />}>
      {small ? (
        <SimpleList<NotificationRow>
          primaryText={(record) => <Subject record={record} />}
          secondaryText={(record) => (failing(record) ? `⚠ ${record.lastError}` : record.target)}
          tertiaryText={(record) => (record.sentAt ? formatDateTime(record.sentAt) : String(record.attempts))}
          rowSx={failingRowSx}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} rowSx={failingRowSx}>
          <TextField source="id" />
          <CompanyDateField source="createdAt" showTime sortable={false} />
          <FunctionField<NotificationRow> source="kind" sortable={false} render={(record) => translate(`app.wording.notificationKind.${record.kind}`, { _: record.kind })} />
          <FunctionField<NotificationRow> source="channel" sortable={false} render={(record) => translate(`app.wording.notificationChannel.${record.channel}`)} />
          <TextField source="target" sortable={false} />
          <FunctionField<NotificationRow> source="subject" sortable={false} render={(record) => <Subject record={record} />} />
          <NumberField source="attempts" sortable={false} />
          <CompanyDateField source="sentAt" showTime sortable={false} />
          <CompanyDateField source="nextAttemptAt" showTime sortable={false} />
          <TextField source="lastError" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
