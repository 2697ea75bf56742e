import { CardContent } from '@mui/material';
import {
  Edit, FormDataConsumer, Labeled, required, SelectField, SelectInput, TextInput, useRecordContext,
} from 'react-admin';
import type { LeadStatus } from '../../../contract/leadStatus';
import { NotesPanel } from '../shared/NotesPanel';
import { PhoneLinkField } from '../shared/PhoneLinkField';
import { LeadHistory } from './LeadHistory';
import { nextLeadStatusChoices } from './leadChoices';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';
import { LeadSourceField } from './LeadSourceField';
import { SamePhoneLeads } from './SamePhoneLeads';
import { ownerChoiceText, useOwnerChoices } from './useOwnerChoices';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { SpamScorePanel } from '../shared/SpamScorePanel';
import { RecordFields } from '../shared/RecordFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { CompanyDateField } from '../shared/CompanyDateField';
import { NameField, SubmittedTextField } from '../shared/SubmittedFields';
import { SubmissionTitle } from '../shared/SubmissionTitle';
import { SubmissionTouches } from '../attribution/SubmissionTouches';

interface LeadFormValues {
  status: LeadStatus;
  lostReason?: string | null;
}

/** A lost lead says why: the server refuses it otherwise, the form says so first. */
function validateLead(values: Partial<LeadFormValues>) {
  return values.status === 'lost' && !values.lostReason?.trim() ? { lostReason: 'ra.validation.required' } : {};
}

/** A lead always has a status: required, so the menu offers no blank entry. */
function StatusInput() {
  const record = useRecordContext<{ status: LeadStatus }>();
  return <SelectInput source="status" choices={record ? nextLeadStatusChoices(record.status) : []} validate={required()} />;
}

function LeadDetails() {
  return (
    <RecordFields>
      <Labeled><NameField source="customersName" /></Labeled>
      <Labeled><PhoneLinkField source="customersPhone" /></Labeled>
      <Labeled><NameField source="companyName" /></Labeled>
      <Labeled><SubmittedTextField source="customersAddress" /></Labeled>
      <Labeled><SubmittedTextField source="industry" /></Labeled>
      <Labeled><CompanyDateField source="createdAt" showTime /></Labeled>
      <Labeled><CompanyDateField source="responseDueAt" showTime emptyText="—" /></Labeled>
      <Labeled><SubmittedTextField source="demand" /></Labeled>
      <Labeled><SubmittedTextField source="remark" /></Labeled>
      <Labeled label="resources.leads.fields.source"><LeadSourceField /></Labeled>
      <Labeled><SelectField source="language" choices={LANGUAGE_CHOICES} /></Labeled>
    </RecordFields>
  );
}

/**
 * One lead: what the visitor sent (the number a tap calls, the page it came from by name, the
 * language by name), its status in the pipeline (a lost lead with its reason), its owner (no
 * owner is a choice of its own, named), internal notes, its spam score and why, the history of
 * its changes and the contact's other leads (same phone). Saves wait for the server, which checks each move.
 */
export function LeadEdit() {
  const owners = useOwnerChoices();
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={<SubmissionTitle source="customersName" />}>
      <GuardedForm validate={validateLead} toolbar={<SaveOnlyToolbar />}>
        <LeadDetails />
        <StatusInput />
        <FormDataConsumer<LeadFormValues>>
          {({ formData }) => formData.status === 'lost' && <TextInput source="lostReason" multiline fullWidth />}
        </FormDataConsumer>
        <SelectInput source="ownerId" choices={owners} optionText={ownerChoiceText} emptyText="app.records.unassigned" />
        <NotesPanel />
      </GuardedForm>
      <CardContent>
        <SpamScorePanel />
        <SubmissionTouches />
        <LeadHistory />
        <SamePhoneLeads />
      </CardContent>
    </Edit>
  );
}
