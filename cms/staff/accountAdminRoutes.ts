import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AccountSession } from '../../contract/adminApi';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { CmsError, notFound } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { requestLanguage } from '../http/requestLanguage';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { minutesBefore } from '../platform/clock';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { recordAudit } from './recordAudit';
import { sessionIdHash } from './sessionStore';
import { rotateSession, sessionInfo } from './signedInSession';
import { endUserSession, endUserSessions, listLiveUserSessions } from './staffSessions';
import { findPasswordHash, setStaffUserPassword } from './staffUsers';
import { describeUserAgent } from './userAgentLabel';

const passwordChangeBody = v.object({
  currentPassword: v.pipe(v.string('passwordRequired' satisfies CmsMessageKey), v.nonEmpty('passwordRequired' satisfies CmsMessageKey)),
  newPassword: v.pipe(v.string('passwordRequired' satisfies CmsMessageKey), v.nonEmpty('passwordRequired' satisfies CmsMessageKey)),
});

/** A session is named by the SHA-256 of its id, as the store keys it (43 base64url characters). */
const sessionParams = v.object({
  id: v.pipe(v.string(), v.description('A session as `GET account/sessions` names it.'), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * What every signed-in user does with their own account, whatever their roles: change their
 * password, see their live sessions, end any of them. Nobody reaches another user's sessions here.
 */
const accountRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;

  app.get('/account/sessions', {
    schema: {
      summary: 'My sessions',
      description: [
        'The signed-in user\'s live sessions, most recently seen first: `id`, `signedInAt`, `lastSeenAt` (written at most once a minute),',
        '`address`, `browser` and `os` (read from the User-Agent), `userAgent`, and `current` for the one this request came with.',
      ].join(' '),
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    const now = app.staffClock();
    const { idleMinutes, absoluteMinutes } = app.staffSessionTimeouts;
    const rows = await listLiveUserSessions(db, request.staffUser!.userId, {
      seenAfter: minutesBefore(now, idleMinutes),
      createdAfter: minutesBefore(now, absoluteMinutes),
    });
    const current = sessionIdHash(request.session.sessionId);
    const sessions: AccountSession[] = rows.map((row) => ({
      id: row.id_hash,
      signedInAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      address: row.client_ip,
      ...describeUserAgent(row.user_agent),
      userAgent: row.user_agent,
      current: row.id_hash === current,
    }));
    return reply.send(sessions);
  });

  app.delete('/account/sessions/:id', {
    schema: {
      summary: 'End one of my sessions',
      description: 'Signs that session out at once, on every instance; ending the current one signs this browser out. Answers `{current}`.',
      params: sessionParams,
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    const { id } = request.params;
    const user = request.staffUser!;
    const current = id === sessionIdHash(request.session.sessionId);
    if (!(await endUserSession(db, user.userId, id, app.staffClock()))) throw notFound();
    await recordAudit(request, { action: current ? 'sign-out' : 'session.end', target: user.email });
    if (current) {
      await request.session.destroy();
      reply.clearCookie(app.staffSessionCookieName, { path: '/' });
    }
    return reply.send({ current });
  });

  app.put('/account/password', {
    schema: {
      summary: 'Change my password',
      description: [
        `\`{currentPassword, newPassword}\` (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters). A wrong current password is refused (400, field \`currentPassword\`).`,
        'Every other session of the user ends; this one continues under a new id and CSRF token: answers `{email, roles, csrfToken}`.',
        'Each client address may try a limited number of changes a minute.',
      ].join(' '),
      body: passwordChangeBody,
    },
    preHandler: app.requireSignIn,
    config: { rateLimit: app.signInRateLimit },
  }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const user = request.staffUser!;
    if (!(await verifyPassword(await findPasswordHash(db, user.userId), currentPassword))) {
      await recordAudit(request, { action: 'password.refused', target: user.email, level: 'warn' });
      throw new CmsError(400, 'currentPasswordWrong', { field: 'currentPassword' });
    }
    checkNewPassword(newPassword, 'newPassword');
    const now = app.staffClock();
    await setStaffUserPassword(db, user.userId, await hashPassword(newPassword), now);
    const ended = await endUserSessions(db, user.userId, now, sessionIdHash(request.session.sessionId));
    await rotateSession(request);
    await recordAudit(request, { action: 'password.change', target: `${user.email}: ${ended} other session(s) ended` });
    return reply.send(dataEnvelope(requestLanguage(request), sessionInfo(request, reply)));
  });
};

export default accountRoutes;
