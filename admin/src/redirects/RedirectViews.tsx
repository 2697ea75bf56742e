import { Button } from '@mui/material';
import {
  Create, CreateButton, Datagrid, Edit, List, SearchInput, SelectField, SelectInput, SimpleList, TextField, TextInput, TopToolbar, required, useTranslate,
} from 'react-admin';
import { REDIRECT_MATCHES, REDIRECT_STATUSES, type RedirectOrigin, type SiteRedirect } from '../../../contract/redirects';
import { apiUrl } from '../apiFetch';
import { CompanyDateField } from '../shared/CompanyDateField';
import { EmptyList } from '../shared/EmptyList';
import { SaveDeleteToolbar } from '../shared/SaveDeleteToolbar';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { useIsSmall } from '../shared/useIsSmall';

const MATCH_CHOICES = REDIRECT_MATCHES.map((match) => ({ id: match, name: `app.redirects.matches.${match}` }));
const STATUS_CHOICES = REDIRECT_STATUSES.map((status) => ({ id: status, name: `app.redirects.statuses.${status}` }));
const ORIGIN_CHOICES = (['staff', 'moved'] satisfies RedirectOrigin[]).map((origin) => ({ id: origin, name: `app.redirects.origins.${origin}` }));

const EXPORTS = ['nginx', 'csv', 'json'] as const;

/** The files nginx or a CDN loads: plain links, the session's cookie goes with them. */
function ExportLinks() {
  const translate = useTranslate();
  return (
    <>
      {EXPORTS.map((format) => (
        <Button key={format} size="small" href={apiUrl(`/redirects/export.${format}`)} download>
          {translate(`app.redirects.export.${format}`)}
        </Button>
      ))}
    </>
  );
}

const arrow = (record: SiteRedirect) => `${record.from}${record.match === 'prefix' ? '/…' : ''} → ${record.to}${record.match === 'prefix' ? '/…' : ''}`;

/** The redirects editors keep, and those added when a page moved; beside the site settings. */
export function RedirectList() {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'from', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<TopToolbar><CreateButton /><ExportLinks /></TopToolbar>}
      empty={<EmptyList />}
    >
      {small ? (
        <SimpleList<SiteRedirect> primaryText={arrow} secondaryText={(record) => `${record.status} · ${translate(`app.redirects.origins.${record.origin}`)}`} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="from" />
          <SelectField source="match" choices={MATCH_CHOICES} sortable={false} />
          <TextField source="to" sortable={false} />
          <TextField source="status" sortable={false} />
          <SelectField source="origin" choices={ORIGIN_CHOICES} sortable={false} />
          <TextField source="note" sortable={false} />
          <CompanyDateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}

function RedirectInputs() {
  return (
    <>
      <TextInput source="from" validate={required()} fullWidth helperText="app.redirects.fromHelp" />
      <SelectInput source="match" choices={MATCH_CHOICES} validate={required()} helperText="app.redirects.matchHelp" />
      <TextInput source="to" validate={required()} fullWidth helperText="app.redirects.toHelp" />
      <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} />
      <TextInput source="note" fullWidth />
    </>
  );
}

export function RedirectCreate() {
  return (
    <Create redirect="list">
      <GuardedForm defaultValues={{ match: 'exact', status: 301, note: '' }}>
        <RedirectInputs />
      </GuardedForm>
    </Create>
  );
}

export function RedirectEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={({ from, match, to, status, note }) => ({ from, match, to, status, note })}>
      <GuardedForm toolbar={<SaveDeleteToolbar />}>
        <RedirectInputs />
      </GuardedForm>
    </Edit>
  );
}
