import { Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A phone number a tap calls (`tel:`), its accessible name saying so. */
export function PhoneLinkField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const phone = record?.[source];
  if (typeof phone !== 'string' || phone === '') return null;
  // A dialler reads digits and a leading +; spaces and dashes typed by the visitor are kept in the text only.
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={translate('app.records.call', { phone })}>
      {phone}
    </Link>
  );
}
