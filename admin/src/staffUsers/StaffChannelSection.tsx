import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiJson } from '../apiFetch';

interface StaffChannel {
  robotId: number | null;
  mention: string | null;
}

/**
 * Where leads assigned to this staff user and their reminders go: their e-mail, or an enabled
 * group robot with the mobile number it @-mentions. Saved on its own, beside the account form.
 */
export function StaffChannelSection() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const userId = record?.id;
  const { data: robots = [] } = useGetList<{ id: number; name: string; enabled: boolean }>('robots', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const stored = useQuery({
    queryKey: ['staff-channel', userId],
    queryFn: async () => (await apiJson(`/staff-accounts/${userId}/channel`)).json as StaffChannel,
    enabled: userId !== undefined,
  });
  const [robotId, setRobotId] = useState<number | null>(null);
  const [mention, setMention] = useState('');
  useEffect(() => {
    if (!stored.data) return;
    setRobotId(stored.data.robotId);
    setMention(stored.data.mention ?? '');
  }, [stored.data]);
  const save = useMutation({
    mutationFn: () => apiJson(`/staff-accounts/${userId}/channel`, { method: 'PUT', body: JSON.stringify({ robotId, mention: mention || null }) }),
    onSuccess: () => notify('app.robots.channelSaved', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (userId === undefined) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ p: 2, maxWidth: 480 }}>
      <Typography id={headingId} variant="h6" component="h2">{translate('app.robots.channelTitle')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('app.robots.channelHelp')}</Typography>
      <TextField
        select
        label={translate('app.robots.channelRobot')}
        value={robotId ?? ''}
        onChange={(event) => setRobotId(event.target.value === '' ? null : Number(event.target.value))}
        disabled={stored.isPending}
      >
        <MenuItem value="">{translate('app.robots.channelMail')}</MenuItem>
        {robots.filter((robot) => robot.enabled || robot.id === robotId).map((robot) => (
          <MenuItem key={robot.id} value={robot.id}>{robot.name}</MenuItem>
        ))}
      </TextField>
      {robotId !== null && (
        <TextField
          label={translate('app.robots.mention')}
          helperText={translate('app.robots.mentionHelp')}
          value={mention}
          onChange={(event) => setMention(event.target.value)}
          type="tel"
          autoComplete="off"
        />
      )}
      <div>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || stored.isPending}>
          {translate('app.robots.channelSave')}
        </Button>
      </div>
    </Stack>
  );
}
