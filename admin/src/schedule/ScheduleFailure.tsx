import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why a scheduled change was refused at its time, in the user's language (a refusal without words of its own is named in general). */
export function ScheduleFailure({ failure }: { failure: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="error" role="status">
      {translate(`app.schedule.failures.${failure}`, { _: translate('app.schedule.failures.other') })}
    </Typography>
  );
}
