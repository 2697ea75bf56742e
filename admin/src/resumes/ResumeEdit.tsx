import { Box, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import {
  DateField, Edit, FunctionField, Labeled, NumberField, SelectInput, SimpleForm, TextField, useRecordContext, useTranslate,
} from 'react-admin';
import type { ResumeInboxRecord } from '../../../contract/entities/resumeInbox';
import type { ResumeStage } from '../../../contract/resumeStages';
import { NotesPanel } from '../shared/NotesPanel';
import { ParsedContact } from './ParsedContact';
import { nextStageChoices } from './resumeChoices';
import { ResumePreview } from './ResumePreview';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';

function StageInput() {
  const record = useRecordContext<{ stage: ResumeStage }>();
  return <SelectInput source="stage" choices={record ? nextStageChoices(record.stage) : []} />;
}

function StageHistory() {
  const record = useRecordContext<Partial<ResumeInboxRecord>>();
  const translate = useTranslate();
  const headingId = useId();
  // A list row stands for the record until the resume itself arrives, without its history.
  if (!record?.history) return null;
  const { history } = record;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.history.title')}</Typography>
      {history.length === 0 ? (
        <Typography>{translate('app.history.empty')}</Typography>
      ) : (
        <List dense>
          {history.map((change) => (
            <ListItem key={`${change.changedAt}-${change.to}`} disableGutters>
              <ListItemText
                primary={translate('app.history.change', {
                  field: translate('resources.resumes.fields.stage'),
                  from: translate(`app.resumeStage.${change.from}`),
                  to: translate(`app.resumeStage.${change.to}`),
                })}
                secondary={translate('app.notes.by', { author: change.changedBy, date: new Date(change.changedAt).toLocaleString() })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * One applicant: what they sent and the contact read from their file, the stage in the hiring
 * pipeline, notes and history, and the file itself, previewed in a sandboxed frame.
 */
export function ResumeEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, width: '100%' }}>
          <Labeled><TextField source="name" /></Labeled>
          <Labeled><TextField source="phone" /></Labeled>
          <Labeled><TextField source="email" /></Labeled>
          <Labeled>
            <FunctionField<ResumeInboxRecord> source="jobTitle" render={(record) => record.jobTitle ?? translate('app.resume.noJob')} />
          </Labeled>
          <Labeled><DateField source="createdAt" showTime /></Labeled>
          <Labeled><TextField source="fileName" /></Labeled>
          <Labeled><NumberField source="sizeBytes" /></Labeled>
          <Labeled><TextField source="language" /></Labeled>
        </Box>
        <StageInput />
      </SimpleForm>
      <CardContent>
        <ParsedContact />
        <NotesPanel />
        <StageHistory />
        <ResumePreview />
      </CardContent>
    </Edit>
  );
}
