import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ADMIN_APP_PATH } from '../../../contract/adminApi';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { newPasswordProblem } from '../account/passwordRule';
import { PendingSignInStep } from '../account/secondFactor/PendingSignInStep';
import { abandonSignIn } from '../account/secondFactor/secondFactorCalls';
import { acceptInvitation, lookUpInvitation } from '../authProvider';
import { formatDateTime } from '../shared/companyTime';

/** A fresh start of the app, now signed in: it reads the session and the user's roles anew. */
const openBackOffice = () => window.location.assign(`${ADMIN_APP_PATH}/`);

/**
 * Where an invitation mail's link leads (`/admin/invitation#<token>`), before the invitee has a
 * session: whom the link invites, and their new password, which signs them in. Where the role
 * requires a second factor, the page then leads the invitee through setting one up, as the
 * sign-in page does; the back office opens after. A link that is used, expired or replaced is
 * refused with the server's message, in the reader's language.
 */
export function InvitationPage() {
  const translate = useTranslate();
  const token = useLocation().hash.slice(1);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const invitation = useQuery({ queryKey: ['invitation', token], queryFn: () => lookUpInvitation(token), enabled: !!token, retry: false });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token, password),
    onSuccess: (session) => {
      if (!session.signInStep) openBackOffice();
    },
  });
  const step = accept.data?.signInStep;
  const problem = tried ? newPasswordProblem(password, confirmation) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!newPasswordProblem(password, confirmation)) accept.mutate();
  };
  const refusal = !token ? translate('app.invitation.noToken') : (invitation.error ?? accept.error)?.message;
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', minHeight: '100vh', p: 2, pt: { xs: 4, sm: 12 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        {step ? (
          <PendingSignInStep
            email={accept.data!.email}
            step={step}
            onSignedIn={openBackOffice}
            onCancel={() => void abandonSignIn().then(() => window.location.assign(`${ADMIN_APP_PATH}/login`))}
          />
        ) : (
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>{translate('app.invitation.title')}</Typography>
            {refusal && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button href={`${ADMIN_APP_PATH}/login`}>{translate('app.invitation.toSignIn')}</Button>}>
                {refusal}
              </Alert>
            )}
            {invitation.isLoading && (
              <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={20} />
                {translate('app.invitation.checking')}
              </Box>
            )}
            {invitation.data && !accept.isSuccess && (
              <form onSubmit={submit} noValidate>
                <Typography>
                  {translate('app.invitation.for', {
                    email: invitation.data.email,
                    roles: invitation.data.roles.map((role) => translate(`app.role.${role}`)).join(translate('app.invitation.roleSeparator')),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.invitation.expires', { at: formatDateTime(invitation.data.expiresAt) })}
                </Typography>
                {/* The address, for the browser's password manager to file the new password under. */}
                <input type="email" name="email" autoComplete="username" value={invitation.data.email} readOnly hidden />
                <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} problem={problem} />
                <Button type="submit" variant="contained" fullWidth disabled={accept.isPending}>
                  {translate('app.invitation.submit')}
                </Button>
              </form>
            )}
          </CardContent>
        )}
      </Card>
    </Box>
  );
}
