import { Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ACCOUNT_SECTIONS } from './accountSections';

/** The signed-in user's own account, whatever their roles: its sections one under the other. */
export function AccountPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('app.account.title')} />
      {ACCOUNT_SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </Stack>
  );
}
