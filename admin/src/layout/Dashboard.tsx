import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

// The charts (MUI X Charts, ECharts for the map) load with the dashboard, not with the app.
const DashboardPanels = lazy(() => import('../dashboard/DashboardPanels'));

/** The landing page: who is signed in, then the figures of their roles (sales, HR, editors). */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.title')} />
      <Typography component="h1" variant="h5">{translate('app.dashboard.welcome', { email: identity?.fullName ?? '' })}</Typography>
      <Typography>
        {translate('app.dashboard.roles', { roles: (permissions ?? []).map((role) => translate(`app.role.${role}`)).join(', ') })}
      </Typography>
      {permissions && (
        <Suspense fallback={<CircularProgress aria-label={translate('app.dashboard.loading')} />}>
          <DashboardPanels roles={permissions} />
        </Suspense>
      )}
    </Box>
  );
}
