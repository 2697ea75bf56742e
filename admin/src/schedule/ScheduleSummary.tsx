import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCHEDULE_ACTIONS, type ContentSchedule } from '../../../contract/content/schedule';
import { formatDateTime } from '../shared/companyTime';
import { ScheduleFailure } from './ScheduleFailure';

/** A list row's schedule: each time set, on the company's clocks, and its refusal when it failed; nothing when none is set. */
export function ScheduleSummary({ schedule }: { schedule: ContentSchedule }) {
  const translate = useTranslate();
  const set = SCHEDULE_ACTIONS.filter((action) => schedule[action] !== null);
  if (set.length === 0) return null;
  return (
    <Stack spacing={0.25}>
      {set.map((action) => (
        <Typography key={action} variant="body2" component="span">
          {translate(`app.schedule.summary.${action}`, { time: formatDateTime(schedule[action]!.at, { dateStyle: 'short', timeStyle: 'short' }) })}
          {schedule[action]!.failure ? <> <ScheduleFailure failure={schedule[action]!.failure} /></> : null}
        </Typography>
      ))}
    </Stack>
  );
}
