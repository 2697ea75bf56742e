import { Chip, type SxProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

interface Readable {
  readAt: string | null;
}

/** Unread rows are bold, so they stand out without relying on colour alone. */
export const unreadRowSx = (record: Readable): SxProps => (record.readAt ? {} : { '& td, & .MuiListItemText-primary': { fontWeight: 700 } });

/** "Unread" as a badge beside a row, for eyes and screen readers alike. */
export function UnreadMark() {
  const record = useRecordContext<Readable & { id: number }>();
  const translate = useTranslate();
  if (!record || record.readAt) return null;
  return <Chip size="small" color="primary" label={translate('app.unread')} />;
}
