import { Alert, AlertTitle } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** What a user sees at a resource their roles have no business with: a message, not a blank page or a sign-out. */
export function Forbidden({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.forbidden.title')} />
      <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
        <AlertTitle>{translate(`app.forbidden.${resource}`)}</AlertTitle>
        {translate('app.forbidden.help')}
      </Alert>
    </>
  );
}
