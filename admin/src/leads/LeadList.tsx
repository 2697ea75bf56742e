import {
  DateInput, FunctionField, SelectInput, TextField, TextInput, useTranslate,
} from 'react-admin';
import { ExportableInboxList } from '../shared/ExportableInboxList';
import { AsNamed } from '../shared/InLanguage';
import { NameField, SubmittedTextField } from '../shared/SubmittedFields';
import { InboxRows } from '../shared/InboxRows';
import { LEAD_STATUS_CHOICES } from './leadChoices';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';
import { LeadSourceField } from './LeadSourceField';
import { ownerChoiceText, useOwnerChoices } from './useOwnerChoices';
import { touchFilters } from '../attribution/touchFilters';

interface LeadRow {
  id: number;
  createdAt: string;
  customersName: string;
  customersPhone: string;
  companyName: string | null;
  status: string;
  readAt: string | null;
}

/** Sales' Spam / Not spam marks, with each lead's score and signals then, for tuning the score. */
const SPAM_MARKS_EXPORT = { resource: 'spam-marks', label: 'app.spam.exportMarks' };

function LeadFilters() {
  const owners = useOwnerChoices();
  return [
    <SelectInput key="status" source="status" choices={LEAD_STATUS_CHOICES} alwaysOn />,
    <DateInput key="createdFrom" source="createdFrom" alwaysOn />,
    <DateInput key="createdTo" source="createdTo" alwaysOn />,
    <SelectInput key="language" source="language" choices={LANGUAGE_CHOICES} />,
    <TextInput key="source" source="source" />,
    <TextInput key="province" source="province" />,
    <TextInput key="industry" source="industry" />,
    <SelectInput key="owner" source="owner" choices={owners} optionText={ownerChoiceText} />,
    ...touchFilters(),
  ];
}

/**
 * The sales inbox: newest first, unread in bold with a badge, filters, and the export of what is
 * shown. Names stay on one line; the source page is named and cut to its column. On a phone each
 * card shows who, their number, status and company.
 */
export function LeadList() {
  const translate = useTranslate();
  const filters = LeadFilters();
  return (
    <ExportableInboxList filters={filters} otherExport={SPAM_MARKS_EXPORT}>
      <InboxRows<LeadRow>
        primaryText={(record) => <AsNamed>{record.customersName}</AsNamed>}
        secondaryText={(record) => (
          <>
            {record.customersPhone} · {translate(`app.leadStatus.${record.status}`)}
            {record.companyName ? <> · <AsNamed>{record.companyName}</AsNamed></> : null}
          </>
        )}
      >
        <NameField source="customersName" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="customersPhone" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <NameField source="companyName" sortable={false} />
        <SubmittedTextField source="customersAddress" sortable={false} />
        <FunctionField<LeadRow> source="status" sortable={false} render={(record) => translate(`app.leadStatus.${record.status}`)} />
        <NameField source="ownerName" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <LeadSourceField compact label="resources.leads.fields.source" />
      </InboxRows>
    </ExportableInboxList>
  );
}
