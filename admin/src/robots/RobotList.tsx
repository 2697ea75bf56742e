import { BooleanField, CreateButton, Datagrid, FunctionField, List, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';
import { CompanyDateField } from '../shared/CompanyDateField';

interface RobotRow {
  id: number;
  name: string;
  vendor: string;
  enabled: boolean;
}

/** The group robots staff are told of submissions through; admins only. */
export function RobotList() {
  const small = useIsSmall();
  const translate = useTranslate();
  const vendor = (record: RobotRow) => translate(`app.robots.vendors.${record.vendor}`);
  return (
    <List sort={{ field: 'id', order: 'DESC' }} actions={<TopToolbar><CreateButton /></TopToolbar>} empty={<EmptyList />}>
      {small ? (
        <SimpleList<RobotRow> primaryText={(record) => record.name} secondaryText={vendor} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" sortable={false} />
          <FunctionField<RobotRow> source="vendor" sortable={false} render={vendor} />
          <BooleanField source="hasSecret" sortable={false} />
          <BooleanField source="enabled" sortable={false} />
          <CompanyDateField source="updatedAt" showTime sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
