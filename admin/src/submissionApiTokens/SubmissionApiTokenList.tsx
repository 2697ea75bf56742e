import { CreateButton, Datagrid, DeleteWithConfirmButton, List, SimpleList, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { SubmissionApiToken } from '../../../contract/entities/submissionApiToken';
import { CompanyDateField } from '../shared/CompanyDateField';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';

/** Revoking keeps the row (with its date), so the list says when a partner's server lost its access. */
function RevokeButton() {
  const record = useRecordContext<SubmissionApiToken>();
  if (!record || record.revokedAt) return null;
  return (
    <DeleteWithConfirmButton
      label="app.challenge.revoke"
      confirmTitle="app.challenge.revokeTitle"
      confirmContent="app.challenge.revokeContent"
      translateOptions={{ name: record.name }}
      mutationMode="pessimistic"
      redirect={false}
    />
  );
}

/** The API tokens partners' servers post submissions with, past the proof-of-work challenge; admins only. */
export function SubmissionApiTokenList() {
  const small = useIsSmall();
  const translate = useTranslate();
  const state = (record: SubmissionApiToken) => (record.revokedAt ? translate('app.challenge.revoked') : translate('app.challenge.live'));
  return (
    <List sort={{ field: 'id', order: 'DESC' }} actions={<TopToolbar><CreateButton label="app.challenge.issue" /></TopToolbar>} empty={<EmptyList />}>
      {small ? (
        <SimpleList<SubmissionApiToken> primaryText={(record) => record.name} secondaryText={state} tertiaryText={(record) => (record.revokedAt ? '' : <RevokeButton />)} linkType={false} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <TextField source="name" sortable={false} />
          <TextField source="createdBy" sortable={false} />
          <CompanyDateField source="createdAt" showTime sortable={false} />
          <CompanyDateField source="lastUsedAt" showTime sortable={false} emptyText="—" />
          <CompanyDateField source="revokedAt" showTime sortable={false} emptyText="—" />
          <RevokeButton />
        </Datagrid>
      )}
    </List>
  );
}
