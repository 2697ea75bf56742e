import { CreateButton, Datagrid, List, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import { AsNamed } from '../shared/InLanguage';
import { NameField } from '../shared/SubmittedFields';
import type { StaffAccount } from '../../../contract/adminApi';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';
import { RolesField, StateField } from './staffUserFields';
import { CompanyDateField } from '../shared/CompanyDateField';

/** Everyone who may sign in to the back office, by name, with address, roles and state; admins invite and manage them from here. */
export function StaffUserList() {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'email', order: 'ASC' }}
      actions={<TopToolbar><CreateButton label="app.staff.invite" /></TopToolbar>}
      empty={<EmptyList />}
    >
      {small ? (
        <SimpleList<StaffAccount>
          primaryText={(record) => <AsNamed>{record.displayName}</AsNamed>}
          secondaryText={(record) => `${record.email} · ${record.roles.map((role) => translate(`app.role.${role}`)).join(', ')}`}
          tertiaryText={(record) => translate(`app.staff.state.${record.state}`)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NameField source="displayName" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
          <TextField source="email" />
          <RolesField label="resources.staff-accounts.fields.roles" />
          <StateField label="resources.staff-accounts.fields.state" />
          <CompanyDateField source="createdAt" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
