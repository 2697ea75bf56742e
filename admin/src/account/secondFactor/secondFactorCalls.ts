import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  EnrolmentResult, SecondFactorStatus, StaffSessionInfo, TotpEnrolment,
} from '../../../../contract/adminApi';
import { apiData, rememberCsrfToken } from '../../apiFetch';
import { endSession } from '../../authProvider';

/**
 * The password step. A session waiting for a further step carries a CSRF token already: the
 * step's calls send it.
 */
export async function signInWithPassword(email: string, password: string): Promise<StaffSessionInfo> {
  const info = await apiData<StaffSessionInfo>('/session', 'POST', { email, password });
  rememberCsrfToken(info.csrfToken);
  return info;
}

export const signInWithCode = (method: 'totp' | 'recovery-code', code: string) =>
  apiData<StaffSessionInfo>(`/session/second-factor/${method}`, 'POST', { code });

export async function signInWithPasskey(): Promise<StaffSessionInfo> {
  const optionsJSON = await apiData<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/session/second-factor/passkey/options', 'POST');
  const response = await startAuthentication({ optionsJSON });
  return apiData<StaffSessionInfo>('/session/second-factor/passkey', 'POST', { response });
}

/** Ends a sign-in left half-way: its session would open nothing else anyway. */
export const abandonSignIn = endSession;

const BASE = '/account/second-factor';

export const readStatus = () => apiData<SecondFactorStatus>(BASE, 'GET');
export const confirmIdentity = (proof: { password: string } | { code: string }) => apiData<SecondFactorStatus>(`${BASE}/confirmation`, 'POST', proof);
export const startTotp = () => apiData<TotpEnrolment>(`${BASE}/totp`, 'POST');
export const confirmTotp = (code: string) => apiData<EnrolmentResult>(`${BASE}/totp`, 'PUT', { code });
export const removeTotp = () => apiData<SecondFactorStatus>(`${BASE}/totp`, 'DELETE');
export const renewRecoveryCodes = () => apiData<{ recoveryCodes: string[] }>(`${BASE}/recovery-codes`, 'POST');
export const removePasskey = (id: number) => apiData<SecondFactorStatus>(`${BASE}/passkeys/${id}`, 'DELETE');

export async function addPasskey(name: string): Promise<EnrolmentResult> {
  const optionsJSON = await apiData<Parameters<typeof startRegistration>[0]['optionsJSON']>(`${BASE}/passkeys/options`, 'POST');
  const response = await startRegistration({ optionsJSON });
  return apiData<EnrolmentResult>(`${BASE}/passkeys`, 'POST', { name, response });
}
