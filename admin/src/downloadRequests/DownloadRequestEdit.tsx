import { CardContent } from '@mui/material';
import { Edit, Labeled, required, SelectField, SelectInput, TextField } from 'react-admin';
import { NameField } from '../shared/SubmittedFields';
import { SubmissionTitle } from '../shared/SubmissionTitle';
import { PhoneLinkField } from '../shared/PhoneLinkField';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';
import { DOWNLOAD_STATUS_CHOICES } from './downloadChoices';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { RecordFields } from '../shared/RecordFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { CompanyDateField } from '../shared/CompanyDateField';
import { SpamScorePanel } from '../shared/SpamScorePanel';
import { SubmissionTouches } from '../attribution/SubmissionTouches';

/** One download request: who, which brochure, whether sales took it up or set it aside, its spam score and where the visitor came from. */
export function DownloadRequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={<SubmissionTitle source="name" />}>
      <GuardedForm toolbar={<SaveOnlyToolbar />}>
        <RecordFields>
          <Labeled><NameField source="name" /></Labeled>
          <Labeled><PhoneLinkField source="phone" /></Labeled>
          <Labeled><TextField source="email" /></Labeled>
          <Labeled><NameField source="company" /></Labeled>
          <Labeled><NameField source="fileTitle" /></Labeled>
          <Labeled><CompanyDateField source="createdAt" showTime /></Labeled>
          <Labeled><SelectField source="language" choices={LANGUAGE_CHOICES} /></Labeled>
        </RecordFields>
        <SelectInput source="status" choices={DOWNLOAD_STATUS_CHOICES} validate={required()} />
      </GuardedForm>
      <CardContent>
        <SpamScorePanel />
        <SubmissionTouches />
      </CardContent>
    </Edit>
  );
}
