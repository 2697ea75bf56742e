import {
  Create, CreateButton, Datagrid, DateInput, Edit, FunctionField, List, SelectInput, SimpleList, TextField, TextInput, TopToolbar, required, useTranslate,
} from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { SaveDeleteToolbar } from '../shared/SaveDeleteToolbar';
import { useIsSmall } from '../shared/useIsSmall';

// react-admin's select keys are strings or numbers; the record's `working` is a boolean.
const KINDS = [
  { id: 'false', name: 'app.routing.holiday' },
  { id: 'true', name: 'app.routing.workingDay' },
];
const kindOf = (working: unknown) => String(working === true);
const workingOf = (kind: unknown) => kind === 'true';

interface DayRow {
  id: string;
  working: boolean;
  note: string;
}

/** The days that break the weekly working pattern; response-time promises count working time by them. */
export function CalendarDayList() {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>} empty={<EmptyList />}>
      {small ? (
        <SimpleList<DayRow> primaryText={(record) => record.id} secondaryText={(record) => translate(record.working ? 'app.routing.workingDay' : 'app.routing.holiday')} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField<DayRow> source="working" sortable={false} render={(record) => translate(record.working ? 'app.routing.workingDay' : 'app.routing.holiday')} />
          <TextField source="note" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

function KindInput() {
  return <SelectInput source="working" choices={KINDS} format={kindOf} parse={workingOf} validate={required()} helperText="app.routing.calendarHelp" />;
}

export function CalendarDayCreate() {
  return (
    <Create redirect="list">
      <GuardedForm defaultValues={{ working: false, note: '' }}>
        <DateInput source="id" validate={required()} />
        <KindInput />
        <TextInput source="note" fullWidth />
      </GuardedForm>
    </Create>
  );
}

export function CalendarDayEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <GuardedForm toolbar={<SaveDeleteToolbar />}>
        <TextField source="id" />
        <KindInput />
        <TextInput source="note" fullWidth />
      </GuardedForm>
    </Edit>
  );
}
