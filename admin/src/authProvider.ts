import type { AuthProvider } from 'react-admin';
import type { InvitationInfo, StaffSessionInfo } from '../../contract/adminApi';
import { apiData, apiJson, rememberCsrfToken } from './apiFetch';

let session: StaffSessionInfo | null = null;

function remember(info: StaffSessionInfo | null): StaffSessionInfo | null {
  session = info;
  rememberCsrfToken(info?.csrfToken ?? null);
  return info;
}

/** Who is signed in, asked of the server once per page load (the cookie is httpOnly). */
async function currentSession(): Promise<StaffSessionInfo | null> {
  if (session) return session;
  try {
    return remember(await apiData<StaffSessionInfo>('/session'));
  } catch (error) {
    if ((error as { status?: number }).status === 401) return remember(null);
    throw error;
  }
}

/** Whom an invitation link invites; refused links fail with the server's message. */
export const lookUpInvitation = (token: string) => apiData<InvitationInfo>('/invitation/lookup', 'POST', { token });

/**
 * Chooses the invitee's password with their link, which signs them in, or, where their role
 * requires a second factor, starts the sign-in's step: its session is not a signed-in one yet,
 * only its CSRF token is kept, for the step's calls.
 */
export async function acceptInvitation(token: string, password: string): Promise<StaffSessionInfo> {
  const info = await apiData<StaffSessionInfo>('/invitation/accept', 'POST', { token, password });
  if (info.signInStep) rememberCsrfToken(info.csrfToken);
  else remember(info);
  return info;
}

/** Changes the signed-in user's password; the session goes on under a new CSRF token, which is kept. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  remember(await apiData<StaffSessionInfo>('/account/password', 'PUT', { currentPassword, newPassword }));
}

/**
 * Ends the server's session, signed in or half-way through a sign-in (whatever the answer: the
 * user is leaving), and forgets it here.
 */
export async function endSession(): Promise<void> {
  await apiJson('/session', { method: 'DELETE' }).catch(() => undefined);
  remember(null);
}

/** The session was ended from the account page: forget it as a sign-out would. */
export function forgetSession(): void {
  remember(null);
}

/**
 * Staff sessions of the back-office API: the sign-in page (account/secondFactor/SignInPage.tsx)
 * takes the password and any second step, and hands the signed-in session to `login`; the roles
 * of `GET /session` are the permissions; a 401 anywhere signs the user out; a 403 does not (the
 * page says what the role may not see, the user stays signed in).
 */
export const authProvider: AuthProvider = {
  async login({ session: signedIn }: { session: StaffSessionInfo }) {
    remember(signedIn);
  },
  async logout() {
    if (session) await endSession();
    else remember(null);
  },
  async checkAuth() {
    if (!(await currentSession())) throw new Error('ra.auth.auth_check_error');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      remember(null);
      throw new Error('ra.notification.logged_out');
    }
  },
  async getIdentity() {
    const info = await currentSession();
    if (!info) throw new Error('ra.auth.auth_check_error');
    return { id: info.email, fullName: info.email };
  },
  async getPermissions() {
    return (await currentSession())?.roles ?? [];
  },
};
