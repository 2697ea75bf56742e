import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Login, useLogin, useTranslate } from 'react-admin';
import type { SignInStep, StaffSessionInfo } from '../../../../contract/adminApi';
import { PendingSignInStep } from './PendingSignInStep';
import { abandonSignIn, signInWithPassword } from './secondFactorCalls';
import { useAttempt } from './useAttempt';

/**
 * The back office's sign-in page: the password, then, where the user has a second factor or
 * the role requires one, that step. react-admin's login runs once the session is signed in.
 */
export function SignInPage() {
  return (
    <Login sx={{ '& .RaLogin-card': { width: '100%', maxWidth: 440, minWidth: 0, mx: 1 } }}>
      <SignInSteps />
    </Login>
  );
}

function SignInSteps() {
  const login = useLogin();
  const [pending, setPending] = useState<{ email: string; step: SignInStep } | null>(null);

  const signedIn = (session: StaffSessionInfo) => void login({ session });
  const cancel = () => {
    setPending(null);
    void abandonSignIn();
  };

  if (!pending) {
    return (
      <PasswordForm
        onDone={(session) => (session.signInStep ? setPending({ email: session.email, step: session.signInStep }) : signedIn(session))}
      />
    );
  }
  return <PendingSignInStep email={pending.email} step={pending.step} onSignedIn={signedIn} onCancel={cancel} />;
}

function PasswordForm({ onDone }: { onDone: (session: StaffSessionInfo) => void }) {
  const translate = useTranslate();
  const { busy, error, attempt } = useAttempt();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => onDone(await signInWithPassword(email, password)));
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label={translate('ra.auth.username')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { autoComplete: 'username' } }}
      />
      <TextField
        label={translate('ra.auth.password')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
      />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={busy}>{translate('ra.auth.sign_in')}</Button>
    </Box>
  );
}
