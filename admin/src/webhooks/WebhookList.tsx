import { BooleanField, CreateButton, Datagrid, List, SimpleList, TextField, TopToolbar } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';
import { CompanyDateField } from '../shared/CompanyDateField';

interface WebhookRow {
  id: number;
  url: string;
  description: string | null;
  enabled: boolean;
}

/** Where submissions are delivered besides mail; admins only. */
export function WebhookList() {
  const small = useIsSmall();
  return (
    <List sort={{ field: 'id', order: 'DESC' }} actions={<TopToolbar><CreateButton /></TopToolbar>} empty={<EmptyList />}>
      {small ? (
        <SimpleList<WebhookRow> primaryText={(record) => record.url} secondaryText={(record) => record.description ?? ''} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="url" sortable={false} />
          <TextField source="description" sortable={false} />
          <BooleanField source="enabled" sortable={false} />
          <CompanyDateField source="createdAt" showTime sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
