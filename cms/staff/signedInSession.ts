import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSessionInfo } from '../../contract/adminApi';
import { clientAddress } from '../http/clientAddress';
import { minutesBefore } from '../platform/clock';
import { deleteSessionsCreatedBefore } from './staffSessions';
import type { StaffUser } from './staffUsers';

/** Enough of a User-Agent to tell browsers apart; the rest of a hostile one is not kept. */
const USER_AGENT_MAX = 512;

/**
 * Signs `user` in on this request (a sign-in, an accepted invitation): a new session id, so an id
 * planted in the browser beforehand never becomes a signed-in one, with the time and where from.
 * Sessions past the absolute timeout are swept on the way.
 */
export async function beginSession(request: FastifyRequest, user: StaffUser): Promise<void> {
  const { server } = request;
  const now = server.staffClock();
  await deleteSessionsCreatedBefore(server.db, minutesBefore(now, server.staffSessionTimeouts.absoluteMinutes));
  await request.session.regenerate();
  request.session.userId = user.userId;
  request.session.signedInAt = now.toISOString();
  request.session.client = { ip: clientAddress(request), userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) };
  request.staffUser = user;
}

/**
 * Gives the signed-in session a new id (after a password change), keeping who, since when and
 * from where: a copy of the old cookie is worth nothing afterwards, and the absolute timeout
 * still counts from the sign-in. The CSRF secret is new too.
 */
export async function rotateSession(request: FastifyRequest): Promise<void> {
  await request.session.regenerate(['userId', 'signedInAt', 'client']);
}

/** What a sign-in and `GET session` answer: who, their roles, and the CSRF token of the session. */
export function sessionInfo(request: FastifyRequest, reply: FastifyReply): StaffSessionInfo {
  const user = request.staffUser!;
  return { email: user.email, roles: user.roles, csrfToken: reply.generateCsrf() };
}
