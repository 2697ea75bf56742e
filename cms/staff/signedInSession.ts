import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInStep, StaffSessionInfo } from '../../contract/adminApi';
import { clientAddress } from '../http/clientAddress';
import { minutesBefore } from '../platform/clock';
import { deleteSessionsCreatedBefore } from './staffSessions';
import type { StaffUser } from './staffUsers';

/** Enough of a User-Agent to tell browsers apart; the rest of a hostile one is not kept. */
const USER_AGENT_MAX = 512;

/**
 * The user of the request's session: signed in, or with a sign-in step pending (whose calls,
 * audits and answers are theirs too); null without a session.
 */
export const sessionUser = (request: FastifyRequest): StaffUser | null => request.staffUser ?? request.signingIn?.user ?? null;

/**
 * Starts the session of `user`, whose password was just given (a sign-in, an accepted
 * invitation, the end of a sign-in step): a new session id, so an id planted in the browser
 * beforehand never becomes a signed-in one, with the time and where from. With `step` the session
 * only waits for that step (a second factor or its enrolment) and opens nothing else. Sessions
 * past the absolute timeout are swept on the way.
 */
export async function beginSession(request: FastifyRequest, user: StaffUser, step?: SignInStep): Promise<void> {
  const { server } = request;
  const now = server.staffClock();
  await deleteSessionsCreatedBefore(server.db, minutesBefore(now, server.staffSessionTimeouts.absoluteMinutes));
  await request.session.regenerate();
  request.session.userId = user.userId;
  request.session.signedInAt = now.toISOString();
  request.session.client = { ip: clientAddress(request), userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) };
  if (step) request.session.signInStep = step.step;
  request.staffUser = step ? null : user;
  request.signingIn = step ? { user, step: step.step } : null;
}

/**
 * Gives the signed-in session a new id (after a password change), keeping who, since when and
 * from where: a copy of the old cookie is worth nothing afterwards, and the absolute timeout
 * still counts from the sign-in. The CSRF secret is new too.
 */
export async function rotateSession(request: FastifyRequest): Promise<void> {
  await request.session.regenerate(['userId', 'signedInAt', 'client']);
}

/**
 * What a sign-in and `GET session` answer: who, their roles, and the CSRF token of the session;
 * a session waiting for `step` gets the step instead of the roles.
 */
export function sessionInfo(request: FastifyRequest, reply: FastifyReply, step?: SignInStep): StaffSessionInfo {
  const user = sessionUser(request)!;
  const info = { email: user.email, roles: step ? [] : user.roles, csrfToken: reply.generateCsrf() };
  return step ? { ...info, signInStep: step } : info;
}
