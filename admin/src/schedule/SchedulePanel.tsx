import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { ScheduleAction } from '../../../contract/content/schedule';
import type { AdminDataProvider } from '../dataProvider';
import { companyTimeZone, companyTimeZoneName } from '../shared/companyTime';
import { ScheduleFailure } from './ScheduleFailure';
import { fromCompanyInput, toCompanyInput } from './scheduleTimes';

type Inputs = Record<ScheduleAction, string>;

const inputsOf = (record: ContentRecord<unknown>): Inputs => ({
  publish: record.schedule.publish ? toCompanyInput(record.schedule.publish.at, companyTimeZone()) : '',
  unpublish: record.schedule.unpublish ? toCompanyInput(record.schedule.unpublish.at, companyTimeZone()) : '',
});

/**
 * The item's schedule on its editor: when it goes live and when it leaves the site by itself,
 * entered and shown on the company's clocks (Beijing time), each clearable; a change refused at
 * its time says why. Saved apart from the draft: the schedule publishes whatever the draft is
 * then. A `permanent` item (the settings) is never unpublished, so it has the publish time only.
 */
export function SchedulePanel({ permanent = false }: { permanent?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext()!;
  const record = useRecordContext<ContentRecord<unknown>>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const headingId = useId();
  const [inputs, setInputs] = useState<Inputs>({ publish: '', unpublish: '' });
  useEffect(() => {
    if (record) setInputs(inputsOf(record));
  }, [record]);
  const save = useMutation({
    mutationFn: (values: Inputs) =>
      dataProvider.scheduleContent(resource, record!.id, {
        publishAt: fromCompanyInput(values.publish, companyTimeZone()),
        unpublishAt: permanent ? null : fromCompanyInput(values.unpublish, companyTimeZone()),
      }),
    onSuccess: () => {
      notify('app.schedule.saved', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const actions: ScheduleAction[] = permanent ? ['publish'] : ['publish', 'unpublish'];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.schedule.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.schedule.help', { zone: companyTimeZoneName() })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {actions.map((action) => (
          <Stack key={action} spacing={0.5}>
            <TextField
              type="datetime-local"
              label={translate(`app.schedule.${action}At`)}
              value={inputs[action]}
              onChange={(event) => setInputs((current) => ({ ...current, [action]: event.target.value }))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              helperText={companyTimeZoneName()}
            />
            {inputs[action] ? (
              <Button size="small" onClick={() => setInputs((current) => ({ ...current, [action]: '' }))}>
                {translate(`app.schedule.clear.${action}`)}
              </Button>
            ) : null}
            {record.schedule[action]?.failure ? <ScheduleFailure failure={record.schedule[action].failure} /> : null}
          </Stack>
        ))}
      </Stack>
      {record.schedule.publish && record.hasDraft ? <Alert severity="info" sx={{ mt: 1 }}>{translate('app.schedule.draftGoesLive')}</Alert> : null}
      <Button variant="outlined" sx={{ mt: 1 }} onClick={() => save.mutate(inputs)} disabled={save.isPending}>
        {translate('app.schedule.save')}
      </Button>
    </Box>
  );
}
