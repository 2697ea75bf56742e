import {
  DateInput, FunctionField, List, SelectInput, TextField, useTranslate,
} from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { InboxRows } from '../shared/InboxRows';
import { AsNamed } from '../shared/InLanguage';
import { NameField } from '../shared/SubmittedFields';
import { RESUME_STAGE_CHOICES } from './resumeChoices';
import { useJobChoices } from './useJobChoices';
import { touchFilters } from '../attribution/touchFilters';

interface ResumeRow {
  id: number;
  createdAt: string;
  name: string;
  jobTitle: string | null;
  stage: string;
  readAt: string | null;
}

/** The HR inbox: every resume or one posting's (the job filter), newest first, unread in bold. */
export function ResumeList() {
  const translate = useTranslate();
  const jobs = useJobChoices();
  const filters = [
    <SelectInput key="jobId" source="jobId" choices={jobs} alwaysOn />,
    <SelectInput key="stage" source="stage" choices={RESUME_STAGE_CHOICES} alwaysOn />,
    <DateInput key="createdFrom" source="createdFrom" />,
    ...touchFilters(),
  ];
  const job = (record: ResumeRow) => record.jobTitle ?? translate('app.resume.noJob');
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} empty={<EmptyList />}>
      <InboxRows<ResumeRow> primaryText={(record) => <AsNamed>{record.name}</AsNamed>} secondaryText={(record) => `${translate(`app.resumeStage.${record.stage}`)} · ${job(record)}`}>
        <NameField source="name" />
        <TextField source="phone" sortable={false} />
        <TextField source="email" sortable={false} />
        <FunctionField<ResumeRow> source="jobTitle" sortable={false} render={job} />
        <FunctionField<ResumeRow> source="stage" render={(record) => translate(`app.resumeStage.${record.stage}`)} />
        {/* A format's name (PDF, DOCX) is the same in every language. */}
        <FunctionField<{ fileFormat: string }> source="fileFormat" sortable={false} render={(record) => <span translate="no">{record.fileFormat.toUpperCase()}</span>} />
      </InboxRows>
    </List>
  );
}
