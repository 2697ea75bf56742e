import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DASHBOARD_PERIODS, type DashboardDays } from '../../../contract/dashboardPeriods';
import { mayUse } from '../roles';
import { ContentPanel } from './ContentPanel';
import { HiringPanel } from './HiringPanel';
import { SalesPanel } from './SalesPanel';

/** The parts of the dashboard the signed-in user's roles may see, over a span they pick. */
export default function DashboardPanels({ roles }: { roles: string[] }) {
  const translate = useTranslate();
  const [days, setDays] = useState<DashboardDays>(28);
  const sales = mayUse(roles, 'sales');
  const hr = mayUse(roles, 'hr');
  const editor = mayUse(roles, 'editor');
  return (
    <Box>
      {(sales || hr) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Typography id="dashboard-period">{translate('app.dashboard.period')}</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_event, value: DashboardDays | null) => value && setDays(value)}
            aria-labelledby="dashboard-period"
          >
            {DASHBOARD_PERIODS.map((period) => (
              <ToggleButton key={period} value={period}>{translate('app.dashboard.days', { smart_count: period })}</ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      {sales && <SalesPanel days={days} />}
      {hr && <HiringPanel days={days} />}
      {editor && <ContentPanel />}
    </Box>
  );
}
