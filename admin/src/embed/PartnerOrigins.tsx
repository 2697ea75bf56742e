import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { useLeaveGuard } from '../shared/unsaved/useLeaveGuard';
import { normalisePartnerOrigin, PARTNER_NOTE_MAX_LENGTH, PARTNER_ORIGINS_RESOURCE, type PartnerOrigin } from '../../../contract/embed/partnerOrigin';
import { formatDateTime } from '../shared/companyTime';

/** The most a page lists: partner sites are a handful. */
const PER_PAGE = 100;

/**
 * The partner origins whose pages may call the open API from the browser: added and removed here,
 * in effect on the CMS from the next request. The form checks the origin as the server does, so
 * a mistake is said before anything is sent; the server's refusal (a duplicate) shows the same way.
 * Leaving the page with an origin or note typed but not added asks first.
 */
export function PartnerOrigins() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data = [], isPending, refetch } = useGetList<PartnerOrigin>(PARTNER_ORIGINS_RESOURCE, {
    pagination: { page: 1, perPage: PER_PAGE },
    sort: { field: 'origin', order: 'ASC' },
  });
  const [create, { isPending: adding }] = useCreate();
  const [remove] = useDelete();
  const [origin, setOrigin] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  // An origin or note typed and not added yet is asked about before the page is left.
  const leaveGuard = useLeaveGuard(origin !== '' || note !== '');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalisePartnerOrigin(origin)) {
      setError(translate('app.embed.originInvalid'));
      return;
    }
    setError('');
    await create(
      PARTNER_ORIGINS_RESOURCE,
      { data: { origin, note } },
      {
        onSuccess: (created: PartnerOrigin) => {
          setOrigin('');
          setNote('');
          notify(translate('app.embed.originAdded', { origin: created.origin }), { type: 'success' });
          void refetch();
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
      },
    );
  };

  const removeOrigin = (record: PartnerOrigin) =>
    remove(PARTNER_ORIGINS_RESOURCE, { id: record.id, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        notify(translate('app.embed.originRemoved', { origin: record.origin }), { type: 'info' });
        void refetch();
      },
    });

  return (
    <Box component="section" aria-labelledby="partner-origins-title">
      <Typography id="partner-origins-title" variant="h6" component="h2">{translate('app.embed.originsTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.embed.originsHelp')}</Typography>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.embed.origin')}
          placeholder="https://partner.example.com"
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          error={error !== ''}
          helperText={error || translate('app.embed.originHint')}
          size="small"
          sx={{ minWidth: 320 }}
        />
        <TextField
          label={translate('app.embed.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: PARTNER_NOTE_MAX_LENGTH } }}
          size="small"
        />
        <Button type="submit" variant="contained" disabled={adding}>{translate('app.embed.addOrigin')}</Button>
      </Box>
      {!isPending && data.length === 0 ? <Alert severity="info" sx={{ mt: 1 }}>{translate('app.embed.noOrigins')}</Alert> : null}
      <List dense aria-labelledby="partner-origins-title">
        {data.map((record) => (
          <ListItem
            key={record.id}
            secondaryAction={
              <IconButton edge="end" aria-label={translate('app.embed.removeOrigin', { origin: record.origin })} onClick={() => removeOrigin(record)}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={record.origin}
              secondary={translate('app.embed.originAddedBy', {
                note: record.note ? `${record.note} · ` : '',
                who: record.addedBy,
                at: formatDateTime(record.addedAt),
              })}
            />
          </ListItem>
        ))}
      </List>
      {leaveGuard}
    </Box>
  );
}
