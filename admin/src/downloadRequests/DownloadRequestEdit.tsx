import { Edit, Labeled, SelectInput, TextField } from 'react-admin';
import { DOWNLOAD_STATUS_CHOICES } from './downloadChoices';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { RecordFields } from '../shared/RecordFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { CompanyDateField } from '../shared/CompanyDateField';

/** One download request: who, which brochure, and whether sales took it up or set it aside. */
export function DownloadRequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <GuardedForm toolbar={<SaveOnlyToolbar />}>
        <RecordFields>
          <Labeled><TextField source="name" /></Labeled>
          <Labeled><TextField source="phone" /></Labeled>
          <Labeled><TextField source="email" /></Labeled>
          <Labeled><TextField source="company" /></Labeled>
          <Labeled><TextField source="fileTitle" /></Labeled>
          <Labeled><CompanyDateField source="createdAt" showTime /></Labeled>
          <Labeled><TextField source="language" /></Labeled>
        </RecordFields>
        <SelectInput source="status" choices={DOWNLOAD_STATUS_CHOICES} />
      </GuardedForm>
    </Edit>
  );
}
