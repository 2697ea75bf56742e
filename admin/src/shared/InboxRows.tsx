import type { ReactNode } from 'react';
import { Datagrid, EditButton, SimpleList, TextField } from 'react-admin';
import { UnreadMark, unreadRowSx } from './unread';
import { useIsSmall } from './useIsSmall';
import { CompanyDateField } from './CompanyDateField';
import { formatDate } from './companyTime';

interface InboxRecord {
  id: number;
  createdAt: string;
  readAt: string | null;
}

interface InboxRowsProps<T extends InboxRecord> {
  /** Who wrote in, and what about: the two lines of a row on a phone (what the visitor typed marked as data). */
  primaryText: (record: T) => ReactNode;
  secondaryText: (record: T) => ReactNode;
  /** The inbox's own columns, between the row's number, time and unread mark and its Open button. */
  children: ReactNode;
}

/**
 * The rows of an inbox (leads, download requests, resumes): on a phone a simple list of who,
 * what and when; on a wider screen a table. Unread rows are bold and marked; a row opens its record.
 */
export function InboxRows<T extends InboxRecord>({ primaryText, secondaryText, children }: InboxRowsProps<T>) {
  const small = useIsSmall();
  return small ? (
    <SimpleList<T>
      primaryText={primaryText}
      secondaryText={secondaryText}
      tertiaryText={(record) => formatDate(record.createdAt)}
      rowSx={unreadRowSx}
      linkType="edit"
    />
  ) : (
    <Datagrid rowClick="edit" rowSx={unreadRowSx} bulkActionButtons={false}>
      <TextField source="id" />
      <CompanyDateField source="createdAt" showTime />
      <UnreadMark />
      {children}
      <EditButton label="ra.action.open" />
    </Datagrid>
  );
}
