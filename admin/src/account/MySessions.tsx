import { Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { AccountSession } from '../../../contract/adminApi';
import { forgetSession } from '../authProvider';
import type { AdminDataProvider } from '../dataProvider';
import { formatDateTime } from '../shared/companyTime';

const SESSIONS_KEY = ['account', 'sessions'];

const when = (iso: string) => formatDateTime(iso);

/**
 * Where the signed-in user is signed in: each live session with its browser and system, address,
 * sign-in and last activity, and a button that signs it out. Signing out this session ends the
 * visit like the menu's sign-out. A list (not a table), so it reads the same on a phone.
 */
export function MySessions() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const queries = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: sessions } = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.accountSessions() });
  const end = useMutation({
    mutationFn: (session: AccountSession) => dataProvider.endAccountSession(session.id),
    onSuccess: ({ current }) => {
      if (current) {
        forgetSession();
        void logout();
        return;
      }
      notify('app.account.sessions.ended', { type: 'info' });
      void queries.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const browserOf = (session: AccountSession) =>
    [session.browser, session.os].filter(Boolean).join(' · ') || translate('app.account.sessions.unknown');
  return (
    <Card component="section" aria-labelledby="account-sessions-title">
      <CardContent>
        <Typography id="account-sessions-title" component="h2" variant="h6">{translate('app.account.sessions.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('app.account.sessions.help')}</Typography>
        <List aria-labelledby="account-sessions-title">
          {(sessions ?? []).map((session) => (
            <ListItem key={session.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={
                  <>
                    {/* A browser's and a system's names are their makers', in no language to translate. */}
                    <span translate="no" title={session.userAgent}>{browserOf(session)}</span>
                    {session.current && <Chip size="small" color="primary" label={translate('app.account.sessions.current')} sx={{ ml: 1 }} />}
                  </>
                }
                secondary={[
                  `${translate('app.account.sessions.address')}: ${session.address || '—'}`,
                  `${translate('app.account.sessions.signedIn')}: ${when(session.signedInAt)}`,
                  `${translate('app.account.sessions.lastSeen')}: ${when(session.lastSeenAt)}`,
                ].join(' · ')}
              />
              <Button
                variant="outlined"
                size="small"
                onClick={() => end.mutate(session)}
                disabled={end.isPending}
                aria-label={translate('app.account.sessions.endLabel', { browser: browserOf(session), address: session.address || '—' })}
              >
                {translate('app.account.sessions.end')}
              </Button>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
