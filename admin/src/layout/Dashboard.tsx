import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

/** The landing page: who is signed in, with which roles. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.title')} />
      <CardContent>
        <Typography component="h1" variant="h5">{translate('app.dashboard.welcome', { email: identity?.fullName ?? '' })}</Typography>
        <Typography>
          {translate('app.dashboard.roles', { roles: (permissions ?? []).map((role) => translate(`app.role.${role}`)).join(', ') })}
        </Typography>
        <Typography>{translate('app.dashboard.pick')}</Typography>
      </CardContent>
    </Card>
  );
}
