import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSessionInfo } from '../../contract/adminApi';
import { CmsError } from '../http/cmsError';
import { recordAudit, type AuditEvent } from './recordAudit';
import { beginSession, sessionInfo } from './signedInSession';
import { forgetFailures, lockedUntil, recordFailure } from './signInLockout';
import type { StaffUser } from './staffUsers';

type Actor = NonNullable<AuditEvent['actor']>;

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Refuses any attempt on a locked e-mail (429 with Retry-After), audited, whatever the attempt
 * holds: a password, a second factor's code, a confirmation. `actor` is the session's user unless given.
 */
export async function refuseWhileLocked(request: FastifyRequest, reply: FastifyReply, email: string, actor?: Actor): Promise<void> {
  const now = request.server.staffClock();
  const lockEnds = await lockedUntil(request.server.db, email, now);
  if (!lockEnds) return;
  await recordAudit(request, { action: 'sign-in.refused-locked', target: email, actor, level: 'warn' });
  reply.header('retry-after', Math.ceil((lockEnds.getTime() - now.getTime()) / 1000));
  throw new CmsError(429, 'signInLocked', { values: { minutes: minutesUntil(lockEnds, now) } });
}

/**
 * Audits a failed attempt as `action` and counts it toward the e-mail's lockout, auditing the
 * lock it causes. `actor` is the session's user unless given.
 */
export async function countFailedAttempt(request: FastifyRequest, email: string, action: string, actor?: Actor): Promise<void> {
  await recordAudit(request, { action, target: email, actor, level: 'warn' });
  const locked = await recordFailure(request.server.db, email, request.server.staffClock());
  if (locked) await recordAudit(request, { action: 'sign-in.lockout', target: email, actor, level: 'warn' });
}

/**
 * Ends a sign-in: the failures counted so far are forgotten and the session, under a new id
 * again (its privileges change), opens the back office to the user's roles.
 */
export async function completeSignIn(request: FastifyRequest, reply: FastifyReply, user: StaffUser): Promise<StaffSessionInfo> {
  await forgetFailures(request.server.db, user.email);
  await beginSession(request, user);
  await recordAudit(request, { action: 'sign-in', target: user.email });
  return sessionInfo(request, reply);
}
