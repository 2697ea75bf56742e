import { CardContent } from '@mui/material';
import {
  Edit, FunctionField, Labeled, NumberField, required, SelectField, SelectInput, TextField, useRecordContext, useTranslate,
} from 'react-admin';
import { PhoneLinkField } from '../shared/PhoneLinkField';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';
import type { ResumeInboxRecord } from '../../../contract/entities/resumeInbox';
import type { ResumeStage } from '../../../contract/resumeStages';
import { SubmissionTouches } from '../attribution/SubmissionTouches';
import { ChangeHistory } from '../shared/ChangeHistory';
import { NotesPanel } from '../shared/NotesPanel';
import { ParsedContact } from './ParsedContact';
import { nextStageChoices } from './resumeChoices';
import { ResumePreview } from './ResumePreview';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { RecordFields } from '../shared/RecordFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { CompanyDateField } from '../shared/CompanyDateField';
import { NameField } from '../shared/SubmittedFields';
import { SubmissionTitle } from '../shared/SubmissionTitle';

function StageInput() {
  const record = useRecordContext<{ stage: ResumeStage }>();
  return <SelectInput source="stage" choices={record ? nextStageChoices(record.stage) : []} validate={required()} />;
}

function StageHistory() {
  const record = useRecordContext<Partial<ResumeInboxRecord>>();
  const translate = useTranslate();
  // A list row stands for the record until the resume itself arrives, without its history.
  if (!record?.history) return null;
  return (
    <ChangeHistory
      changes={record.history.map((change) => ({
        key: `${change.changedAt}-${change.to}`,
        field: translate('resources.resumes.fields.stage'),
        from: translate(`app.resumeStage.${change.from}`),
        to: translate(`app.resumeStage.${change.to}`),
        author: change.changedBy,
        changedAt: change.changedAt,
      }))}
    />
  );
}

/**
 * One applicant: what they sent and the contact read from their file, the stage in the hiring
 * pipeline, notes and history, and the file itself, previewed in a sandboxed frame.
 */
export function ResumeEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={<SubmissionTitle source="name" />}>
      <GuardedForm toolbar={<SaveOnlyToolbar />}>
        <RecordFields>
          <Labeled><NameField source="name" /></Labeled>
          <Labeled><PhoneLinkField source="phone" /></Labeled>
          <Labeled><TextField source="email" /></Labeled>
          <Labeled>
            <FunctionField<ResumeInboxRecord> source="jobTitle" render={(record) => record.jobTitle ?? translate('app.resume.noJob')} />
          </Labeled>
          <Labeled><CompanyDateField source="createdAt" showTime /></Labeled>
          <Labeled><NameField source="fileName" /></Labeled>
          <Labeled><NumberField source="sizeBytes" /></Labeled>
          <Labeled><SelectField source="language" choices={LANGUAGE_CHOICES} /></Labeled>
        </RecordFields>
        <StageInput />
        <NotesPanel />
      </GuardedForm>
      <CardContent>
        <ParsedContact />
        <StageHistory />
        <SubmissionTouches />
        <ResumePreview />
      </CardContent>
    </Edit>
  );
}
