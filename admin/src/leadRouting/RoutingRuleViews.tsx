import {
  BooleanField, BooleanInput, Create, CreateButton, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, ReferenceField,
  ReferenceInput, SelectField, SelectInput, SimpleList, TextField, TextInput, TopToolbar, required, useTranslate,
} from 'react-admin';
import { ProvincesInput } from '../content/serviceLocations/ProvincesInput';
import { ownerChoiceText, useOwnerChoices } from '../leads/useOwnerChoices';
import { EmptyList } from '../shared/EmptyList';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { SaveDeleteToolbar } from '../shared/SaveDeleteToolbar';
import { useIsSmall } from '../shared/useIsSmall';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';

// The API takes no owner (or no team) as null; a cleared select gives ''.
const noneIfEmpty = (value: unknown) => (value === '' ? null : value);

interface RuleRow {
  id: number;
  position: number;
  name: string;
  provinces: string[];
}

/** Admins' routing rules in the order they are tried: the first enabled one that matches a new lead gives it its owner. */
export function RoutingRuleList() {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List sort={{ field: 'position', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>} empty={<EmptyList />}>
      {small ? (
        <SimpleList<RuleRow> primaryText={(record) => `${record.position}. ${record.name}`} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="position" />
          <TextField source="name" sortable={false} />
          <FunctionField<RuleRow> source="provinces" sortable={false} render={(record) => record.provinces.join('、') || translate('app.routing.any')} />
          <TextField source="industry" sortable={false} emptyText={translate('app.routing.any')} />
          <SelectField source="language" choices={LANGUAGE_CHOICES} sortable={false} emptyText={translate('app.routing.any')} />
          <TextField source="source" sortable={false} emptyText={translate('app.routing.any')} />
          <ReferenceField source="teamId" reference="sales-teams" sortable={false} emptyText="—" />
          <BooleanField source="enabled" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

/** A rule's conditions (empty: any lead) and whom it gives leads to: one owner or one team's next member. */
function RoutingRuleInputs() {
  const owners = useOwnerChoices();
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <NumberInput source="position" validate={required()} min={0} step={1} helperText="app.routing.positionHelp" />
      <BooleanInput source="enabled" defaultValue />
      <ProvincesInput source="provinces" helperText={translate('app.routing.provincesHelp')} />
      <TextInput source="industry" fullWidth helperText="app.routing.anyHelp" />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} emptyText="app.routing.any" emptyValue="" />
      <TextInput source="source" fullWidth helperText="app.routing.sourceHelp" />
      <SelectInput source="ownerUserId" choices={owners} optionText={ownerChoiceText} translateChoice={false} parse={noneIfEmpty} helperText="app.routing.targetHelp" />
      <ReferenceInput source="teamId" reference="sales-teams">
        <SelectInput optionText="name" parse={noneIfEmpty} helperText="app.routing.targetHelp" />
      </ReferenceInput>
    </>
  );
}

export function RoutingRuleCreate() {
  return (
    <Create redirect="list">
      <GuardedForm defaultValues={{ position: 10, enabled: true, provinces: [], industry: '', language: '', source: '', ownerUserId: null, teamId: null }}>
        <RoutingRuleInputs />
      </GuardedForm>
    </Create>
  );
}

export function RoutingRuleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <GuardedForm toolbar={<SaveDeleteToolbar />}>
        <RoutingRuleInputs />
      </GuardedForm>
    </Edit>
  );
}
