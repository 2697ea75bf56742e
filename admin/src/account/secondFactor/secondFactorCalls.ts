import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  EnrolmentResult, SecondFactorStatus, StaffSessionInfo, TotpEnrolment,
} from '../../../../contract/adminApi';
import { apiJson, rememberCsrfToken } from '../../apiFetch';

/** The calls of the sign-in steps and of the Security section: each answers the envelope's `data`. */
async function call<T>(path: string, method: string, body?: object): Promise<T> {
  const { json } = await apiJson(path, { method, ...(body && { body: JSON.stringify(body) }) });
  return (json as { data: T }).data;
}

/**
 * The password step. A session waiting for a further step carries a CSRF token already: the
 * step's calls send it.
 */
export async function signInWithPassword(email: string, password: string): Promise<StaffSessionInfo> {
  const info = await call<StaffSessionInfo>('/session', 'POST', { email, password });
  rememberCsrfToken(info.csrfToken);
  return info;
}

export const signInWithCode = (method: 'totp' | 'recovery-code', code: string) =>
  call<StaffSessionInfo>(`/session/second-factor/${method}`, 'POST', { code });

export async function signInWithPasskey(): Promise<StaffSessionInfo> {
  const optionsJSON = await call<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/session/second-factor/passkey/options', 'POST');
  const response = await startAuthentication({ optionsJSON });
  return call<StaffSessionInfo>('/session/second-factor/passkey', 'POST', { response });
}

/** Ends a sign-in left half-way: its session would open nothing else anyway. */
export async function abandonSignIn(): Promise<void> {
  await apiJson('/session', { method: 'DELETE' }).catch(() => undefined);
  rememberCsrfToken(null);
}

const BASE = '/account/second-factor';

export const readStatus = () => call<SecondFactorStatus>(BASE, 'GET');
export const confirmIdentity = (proof: { password: string } | { code: string }) => call<SecondFactorStatus>(`${BASE}/confirmation`, 'POST', proof);
export const startTotp = () => call<TotpEnrolment>(`${BASE}/totp`, 'POST');
export const confirmTotp = (code: string) => call<EnrolmentResult>(`${BASE}/totp`, 'PUT', { code });
export const removeTotp = () => call<SecondFactorStatus>(`${BASE}/totp`, 'DELETE');
export const renewRecoveryCodes = () => call<{ recoveryCodes: string[] }>(`${BASE}/recovery-codes`, 'POST');
export const removePasskey = (id: number) => call<SecondFactorStatus>(`${BASE}/passkeys/${id}`, 'DELETE');

export async function addPasskey(name: string): Promise<EnrolmentResult> {
  const optionsJSON = await call<Parameters<typeof startRegistration>[0]['optionsJSON']>(`${BASE}/passkeys/options`, 'POST');
  const response = await startRegistration({ optionsJSON });
  return call<EnrolmentResult>(`${BASE}/passkeys`, 'POST', { name, response });
}
