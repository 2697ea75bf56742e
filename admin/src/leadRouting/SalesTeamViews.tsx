import {
  AutocompleteArrayInput, Create, CreateButton, Datagrid, Edit, List, SimpleList, TextField, TextInput, TopToolbar, required,
} from 'react-admin';
import { ownerChoiceText, useOwnerChoices } from '../leads/useOwnerChoices';
import { EmptyList } from '../shared/EmptyList';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { SaveDeleteToolbar } from '../shared/SaveDeleteToolbar';
import { useIsSmall } from '../shared/useIsSmall';

interface TeamRow {
  id: number;
  name: string;
  memberIds: number[];
}

/** The sales teams a routing rule hands leads to in turn. */
export function SalesTeamList() {
  const small = useIsSmall();
  return (
    <List sort={{ field: 'name', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>} empty={<EmptyList />}>
      {small ? (
        <SimpleList<TeamRow> primaryText={(record) => record.name} secondaryText={(record) => String(record.memberIds.length)} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
        </Datagrid>
      )}
    </List>
  );
}

/** A team's name and its members, in the order turns go round. */
function SalesTeamInputs() {
  const owners = useOwnerChoices();
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <AutocompleteArrayInput
        source="memberIds"
        choices={owners}
        optionText={ownerChoiceText}
        inputText={(choice: { name: string }) => choice.name}
        translateChoice={false}
        fullWidth
        helperText="app.routing.membersHelp"
      />
    </>
  );
}

export function SalesTeamCreate() {
  return (
    <Create redirect="list">
      <GuardedForm defaultValues={{ memberIds: [] }}>
        <SalesTeamInputs />
      </GuardedForm>
    </Create>
  );
}

export function SalesTeamEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <GuardedForm toolbar={<SaveDeleteToolbar />}>
        <SalesTeamInputs />
      </GuardedForm>
    </Edit>
  );
}
