import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffAccount } from '../../../contract/adminApi';
import { formatDateTime } from '../shared/companyTime';

/** The roles a staff user may have, as react-admin choices named in the user's language. */
export const ROLE_CHOICES = ['admin', 'editor', 'sales', 'hr'].map((role) => ({ id: role, name: `app.role.${role}` }));

/** The languages an invitation mail is written in. */
export const MAIL_LANGUAGE_CHOICES = [
  { id: 'zh', name: 'app.content.language.zh' },
  { id: 'en', name: 'app.content.language.en' },
];

const STATE_COLOURS = { active: 'success', invited: 'info', disabled: 'default' } as const;

/** A staff user's roles, named. */
export function RolesField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<StaffAccount>();
  if (!record) return null;
  return <span>{record.roles.map((role) => translate(`app.role.${role}`)).join(', ')}</span>;
}

/** Active, invited (with when the link ends) or disabled, in words and colour. */
export function StateField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<StaffAccount>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color={STATE_COLOURS[record.state]} label={translate(`app.staff.state.${record.state}`)} />
      {record.invitationExpiresAt && <span>{translate('app.staff.expires', { at: formatDateTime(record.invitationExpiresAt) })}</span>}
    </Stack>
  );
}
