import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetIdentity, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { StaffAccount } from '../../../contract/adminApi';
import type { AdminDataProvider } from '../dataProvider';

/**
 * What an admin does to a staff user besides their roles: disable them (asked first: they are
 * signed out at once), enable them again, or send a still-invited user a new link. The server
 * refuses to disable the last active admin and says why.
 */
export function StaffStateActions() {
  const record = useRecordContext<StaffAccount>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useLocale();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const done = (message: string) => (account: StaffAccount) => {
    notify(message, { type: 'info', messageArgs: { email: account.email } });
    refresh();
  };
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) => dataProvider.setStaffEnabled(record!.id, enabled),
    onSuccess: (account) => done(account.state === 'disabled' ? 'app.staff.disabled' : 'app.staff.enabled')(account),
    onError: failed,
    onSettled: () => setConfirming(false),
  });
  const inviteAgain = useMutation({
    mutationFn: () => dataProvider.inviteStaffAgain(record!.id, locale === 'en' ? 'en' : 'zh'),
    onSuccess: done('app.staff.invitedAgain'),
    onError: failed,
  });
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.state === 'invited' && (
        <Button variant="outlined" onClick={() => inviteAgain.mutate()} disabled={inviteAgain.isPending}>
          {translate('app.staff.inviteAgain')}
        </Button>
      )}
      {record.state === 'disabled' ? (
        <Button variant="outlined" onClick={() => setEnabled.mutate(true)} disabled={setEnabled.isPending}>
          {translate('app.staff.enable')}
        </Button>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={setEnabled.isPending}>
          {translate('app.staff.disable')}
          {identity?.id === record.email ? ` ${translate('app.staff.you')}` : ''}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={setEnabled.isPending}
        title={translate('app.staff.disableTitle', { email: record.email })}
        content={translate('app.staff.disableContent')}
        confirm="app.staff.disable"
        confirmColor="warning"
        onConfirm={() => setEnabled.mutate(false)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
