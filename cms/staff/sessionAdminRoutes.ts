import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { staffSignInSchema } from '../../contract/validation/staffSignIn';
import { CmsError } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { requestLanguage } from '../http/requestLanguage';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { findSignInAccount } from './staffUsers';
import { verifyPassword } from './passwords';
import { beginSession, sessionInfo } from './signedInSession';
import { recordAudit } from './recordAudit';
import { forgetFailures, lockedUntil, recordFailure } from './signInLockout';

export interface SessionRouteOptions {
  /** Sign-in attempts one client address may make per minute, whatever the e-mail. */
  signInRateLimitPerMinute: number;
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Sign in, who am I (with the CSRF token), sign out. */
const sessionRoutes: FastifyPluginAsync<SessionRouteOptions, RawServerDefault, ValibotTypeProvider> = async (app, options) => {
  app.post(
    '/session',
    {
      schema: {
        summary: 'Sign in',
        description: [
          'Takes `{email, password}` (a password is 12 to 128 characters); answers `{email, roles, csrfToken}` and sets the session',
          'cookie. A wrong e-mail, a wrong password and a disabled account get the same 401. Five failed sign-ins for one e-mail within',
          '15 minutes lock it for 15 minutes: 429 with `Retry-After`, even with the right password. Each client address may also try a',
          'limited number of sign-ins a minute. Anyone may call it; it needs no CSRF token.',
        ].join(' '),
        body: staffSignInSchema,
      },
      config: {
        csrf: false,
        rateLimit: { max: options.signInRateLimitPerMinute, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const now = app.staffClock();
      const attempt = { label: email, userId: null };

      const lockEnds = await lockedUntil(app.db, email, now);
      if (lockEnds) {
        await recordAudit(request, { action: 'sign-in.refused-locked', target: email, actor: attempt, level: 'warn' });
        reply.header('retry-after', Math.ceil((lockEnds.getTime() - now.getTime()) / 1000));
        throw new CmsError(429, 'signInLocked', { values: { minutes: minutesUntil(lockEnds, now) } });
      }

      const account = await findSignInAccount(app.db, email);
      if (!(await verifyPassword(account?.passwordHash, password)) || !account) {
        await recordAudit(request, { action: 'sign-in.failure', target: email, actor: attempt, level: 'warn' });
        const locked = await recordFailure(app.db, email, now);
        if (locked) {
          await recordAudit(request, { action: 'sign-in.lockout', target: email, actor: attempt, level: 'warn' });
        }
        throw new CmsError(401, 'signInFailed');
      }

      await forgetFailures(app.db, email);
      await beginSession(request, account);
      await recordAudit(request, { action: 'sign-in', target: email });
      return reply.send(dataEnvelope(requestLanguage(request), sessionInfo(request, reply)));
    },
  );

  app.get('/session', {
    schema: {
      summary: 'Who am I',
      description: 'The signed-in user, `{email, roles, csrfToken}`: the CSRF token every state-changing call sends in `x-csrf-token`.',
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) =>
    reply.send(dataEnvelope(requestLanguage(request), sessionInfo(request, reply))),
  );

  app.delete('/session', {
    schema: {
      summary: 'Sign out',
      description: 'Ends the session everywhere at once; answers `data: null`.',
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    await recordAudit(request, { action: 'sign-out', target: request.staffUser!.email });
    await request.session.destroy();
    reply.clearCookie(app.staffSessionCookieName, { path: '/' });
    return reply.send(dataEnvelope(requestLanguage(request), null));
  });
};

export default sessionRoutes;
