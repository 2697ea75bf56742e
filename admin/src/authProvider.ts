import type { AuthProvider } from 'react-admin';
import type { StaffSessionInfo } from '../../contract/adminApi';
import { apiJson, rememberCsrfToken } from './apiFetch';

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
    const { json } = await apiJson('/session');
    return remember((json as { data: StaffSessionInfo }).data);
  } catch (error) {
    if ((error as { status?: number }).status === 401) return remember(null);
    throw error;
  }
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
    if (session) await apiJson('/session', { method: 'DELETE' }).catch(() => undefined);
    remember(null);
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
