import {
  DateInput, FunctionField, NumberInput, SelectInput, TextField, useTranslate,
} from 'react-admin';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';
import { ExportableInboxList } from '../shared/ExportableInboxList';
import { InboxRows } from '../shared/InboxRows';
import { AsNamed } from '../shared/InLanguage';
import { NameField } from '../shared/SubmittedFields';
import { touchFilters } from '../attribution/touchFilters';
import { DOWNLOAD_STATUS_CHOICES } from './downloadChoices';

interface DownloadRequestRow {
  id: number;
  createdAt: string;
  name: string;
  company: string | null;
  fileTitle: string;
  status: string;
  readAt: string | null;
}

const filters = [
  <SelectInput key="status" source="status" choices={DOWNLOAD_STATUS_CHOICES} alwaysOn />,
  <DateInput key="createdFrom" source="createdFrom" alwaysOn />,
  <DateInput key="createdTo" source="createdTo" alwaysOn />,
  <SelectInput key="language" source="language" choices={LANGUAGE_CHOICES} />,
  <NumberInput key="fileId" source="fileId" min={1} />,
  ...touchFilters(),
];

/** Who asked for which brochure, newest first, unread in bold, with the export of what is shown. */
export function DownloadRequestList() {
  const translate = useTranslate();
  return (
    <ExportableInboxList filters={filters}>
      <InboxRows<DownloadRequestRow> primaryText={(record) => <AsNamed>{record.name}</AsNamed>} secondaryText={(record) => <AsNamed>{record.fileTitle}</AsNamed>}>
        <NameField source="name" sortable={false} />
        <TextField source="phone" sortable={false} />
        <TextField source="email" sortable={false} />
        <NameField source="company" sortable={false} />
        <NameField source="fileTitle" sortable={false} />
        <FunctionField<DownloadRequestRow>
          source="status"
          sortable={false}
          render={(record) => translate(`app.downloadStatus.${record.status}`)}
        />
      </InboxRows>
    </ExportableInboxList>
  );
}
