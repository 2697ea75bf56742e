import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { EnrolmentResult, TotpEnrolment } from '../../contract/adminApi';
import { auditActions, call, PASSWORD, sessionOf, signInRequest, type SignedIn } from './staffApp';

/** The code an authenticator app shows for `secret` at `at`, computed as the app does (RFC 6238). */
export const totpCode = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** The password step: a session waiting for the second factor or its enrolment. */
export async function passwordStep(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await signInRequest(app, email, password);
  return { response, session: sessionOf(response), body: response.json() as { data: { roles: string[]; signInStep?: { step: string } } } };
}

/** Enrols an authenticator app in `session` (the enrolment step, or a confirmed signed-in one) with a real code. */
export async function enrolTotp(app: FastifyInstance, session: SignedIn, now: Date) {
  const started = await call(app, 'POST', '/account/second-factor/totp', session);
  if (started.statusCode !== 200) throw new Error(`starting the enrolment answered ${started.statusCode}: ${started.body}`);
  const enrolment = (started.json() as { data: TotpEnrolment }).data;
  const confirmed = await call(app, 'PUT', '/account/second-factor/totp', session, { code: totpCode(enrolment.secret, now) });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the enrolment answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { enrolment, confirmed, result: (confirmed.json() as { data: EnrolmentResult }).data };
}

/** The audit log's sign-in and second-factor entries, without the reads of inboxes a test makes between them. */
export async function signInAudit(app: FastifyInstance): Promise<string[]> {
  return (await auditActions(app)).filter((action) => /^(sign-|second-factor)/.test(action));
}
