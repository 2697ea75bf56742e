import { Typography } from '@mui/material';
import { CheckboxGroupInput, Create, email, RadioButtonGroupInput, required, TextInput, useLocale, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { INVITATION_HOURS } from '../../../contract/adminApi';
import { MAIL_LANGUAGE_CHOICES, ROLE_CHOICES } from './staffUserFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/** Inviting a colleague: their address, their roles, and the language of the mail that carries their link. */
export function StaffUserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const locale = useLocale();
  return (
    <Create
      title={translate('app.staff.invite')}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('app.staff.invited', { type: 'info', messageArgs: { email: record.email } });
          redirect('list', 'staff-accounts');
        },
      }}
    >
      <GuardedForm defaultValues={{ roles: [], language: locale === 'en' ? 'en' : 'zh' }}>
        <Typography sx={{ mb: 2 }}>{translate('app.staff.inviteHelp', { hours: INVITATION_HOURS })}</Typography>
        <TextInput source="email" type="email" autoComplete="off" fullWidth validate={[required(), email()]} />
        <CheckboxGroupInput source="roles" choices={ROLE_CHOICES} validate={required()} row={false} />
        <RadioButtonGroupInput source="language" choices={MAIL_LANGUAGE_CHOICES} />
      </GuardedForm>
    </Create>
  );
}
