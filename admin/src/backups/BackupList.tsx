import type { SxProps } from '@mui/material';
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Datagrid, List, NumberField, SimpleList, TextField, useTranslate } from 'react-admin';
import { apiJson } from '../apiFetch';
import { EmptyList } from '../shared/EmptyList';
import { useIsSmall } from '../shared/useIsSmall';
import { CompanyDateField } from '../shared/CompanyDateField';
import { formatDateTime } from '../shared/companyTime';

interface BackupRun {
  id: number;
  trigger: 'scheduled' | 'command';
  startedAt: string;
  finishedAt: string | null;
  bytes: number | null;
  location: string | null;
  error: string | null;
  removedAt: string | null;
}

interface BackupSummary {
  lastGood: { finishedAt: string; bytes: number } | null;
  schedule: { intervalMs: number; keepDaily: number; keepWeekly: number } | null;
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** Failed runs stand out in the error colour, their error in a column of its own, as failed notifications do. */
const failedRowSx = (record: BackupRun): SxProps => (record.error ? { backgroundColor: 'error.light' } : {});

/** The last good backup, or a warning that there is none; and whether this instance runs them on a schedule. */
function BackupSummaryPanel() {
  const translate = useTranslate();
  const summary = useQuery({ queryKey: ['backup-summary'], queryFn: async () => (await apiJson('/backup-summary')).json as BackupSummary });
  if (!summary.data) return null;
  const { lastGood, schedule } = summary.data;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1 }} role="status">
      {lastGood ? (
        <Alert severity="success">
          {translate('app.backups.lastGood', { time: formatDateTime(lastGood.finishedAt), size: megabytes(lastGood.bytes) })}
        </Alert>
      ) : (
        <Alert severity="warning">{translate('app.backups.noneGood')}</Alert>
      )}
      <Alert severity="info">
        {schedule
          ? translate('app.backups.schedule', { hours: schedule.intervalMs / 3_600_000, daily: schedule.keepDaily, weekly: schedule.keepWeekly })
          : translate('app.backups.unscheduled')}
      </Alert>
    </Box>
  );
}

/** Backups, newest first: the last good one on top, failures standing out with their error. Admins only. */
export function BackupList() {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <>
      <BackupSummaryPanel />
      <List sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList />}>
        {small ? (
          <SimpleList<BackupRun>
            primaryText={(record) => formatDateTime(record.startedAt)}
            secondaryText={(record) => (record.error ? `⚠ ${record.error}` : record.bytes === null ? translate('app.backups.running') : `${megabytes(record.bytes)} MB`)}
            tertiaryText={(record) => translate(`app.backups.trigger.${record.trigger}`)}
            rowSx={failedRowSx}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} rowSx={failedRowSx}>
            <TextField source="id" />
            <CompanyDateField source="startedAt" showTime sortable={false} />
            <CompanyDateField source="finishedAt" showTime sortable={false} />
            <NumberField source="bytes" sortable={false} />
            <TextField source="location" sortable={false} />
            <TextField source="error" sortable={false} />
            <CompanyDateField source="removedAt" showTime sortable={false} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
