import { CardContent } from '@mui/material';
import {
  Edit, FormDataConsumer, Labeled, SelectInput, TextField, TextInput, useRecordContext,
} from 'react-admin';
import type { LeadStatus } from '../../../contract/leadStatus';
import { NotesPanel } from '../shared/NotesPanel';
import { LeadHistory } from './LeadHistory';
import { nextLeadStatusChoices } from './leadChoices';
import { SamePhoneLeads } from './SamePhoneLeads';
import { useOwnerChoices } from './useOwnerChoices';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { RecordFields } from '../shared/RecordFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { CompanyDateField } from '../shared/CompanyDateField';

interface LeadFormValues {
  status: LeadStatus;
  lostReason?: string | null;
}

/** A lost lead says why: the server refuses it otherwise, the form says so first. */
function validateLead(values: Partial<LeadFormValues>) {
  return values.status === 'lost' && !values.lostReason?.trim() ? { lostReason: 'ra.validation.required' } : {};
}

function StatusInput() {
  const record = useRecordContext<{ status: LeadStatus }>();
  return <SelectInput source="status" choices={record ? nextLeadStatusChoices(record.status) : []} />;
}

function LeadDetails() {
  return (
    <RecordFields>
      <Labeled><TextField source="customersName" /></Labeled>
      <Labeled><TextField source="customersPhone" /></Labeled>
      <Labeled><TextField source="companyName" /></Labeled>
      <Labeled><TextField source="customersAddress" /></Labeled>
      <Labeled><TextField source="industry" /></Labeled>
      <Labeled><CompanyDateField source="createdAt" showTime /></Labeled>
      <Labeled><TextField source="demand" /></Labeled>
      <Labeled><TextField source="remark" /></Labeled>
      <Labeled><TextField source="source" /></Labeled>
      <Labeled><TextField source="language" /></Labeled>
    </RecordFields>
  );
}

/**
 * One lead: what the visitor sent, its status in the pipeline (a lost lead with its reason),
 * its owner, notes, the history of its changes and the contact's other leads (same phone).
 * Saves wait for the server, which checks each move.
 */
export function LeadEdit() {
  const owners = useOwnerChoices();
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <GuardedForm validate={validateLead} toolbar={<SaveOnlyToolbar />}>
        <LeadDetails />
        <StatusInput />
        <FormDataConsumer<LeadFormValues>>
          {({ formData }) => formData.status === 'lost' && <TextInput source="lostReason" multiline fullWidth />}
        </FormDataConsumer>
        <SelectInput source="ownerId" choices={owners} emptyText="—" />
        <NotesPanel />
      </GuardedForm>
      <CardContent>
        <LeadHistory />
        <SamePhoneLeads />
      </CardContent>
    </Edit>
  );
}
