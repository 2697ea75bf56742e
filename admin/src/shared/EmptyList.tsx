import { Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';

/** A list with nothing in it says so, instead of showing an empty table. */
export function EmptyList() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Typography sx={{ m: 2 }} role="status">
      {translate('ra.navigation.no_results', { name: translate(`resources.${resource}.name`, { smart_count: 2 }) })}
    </Typography>
  );
}
