import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { staffSignInSchema } from '../../contract/validation/staffSignIn';
import { CmsError } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { requestLanguage } from '../http/requestLanguage';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { findSignInAccount } from './staffUsers';
import { verifyPassword } from './passwords';
import { beginSession, sessionInfo, sessionUser } from './signedInSession';
import { recordAudit } from './recordAudit';
import { nextSignInStep } from './secondFactor/nextSignInStep';
import { completeSignIn, countFailedAttempt, refuseWhileLocked } from './signInSteps';

/** Sign in, who am I (with the CSRF token), sign out. */
const sessionRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.post(
    '/session',
    {
      schema: {
        summary: 'Sign in',
        description: [
          'Takes `{email, password}` (a password is 12 to 128 characters); answers `{email, roles, csrfToken}` and sets the session',
          'cookie. A wrong e-mail, a wrong password and a disabled account get the same 401. Five failed sign-ins for one e-mail within',
          '15 minutes (wrong second-factor codes included) lock it for 15 minutes: 429 with `Retry-After`, even with the right password.',
          'Each client address may also try a limited number of sign-ins a minute. Anyone may call it; it needs no CSRF token.',
          'A user with a second factor, or whose role requires one, gets `signInStep` (`second-factor` with the ways the user has, or',
          '`enrolment`) and no roles: the session then opens only that step\'s calls (`/session/second-factor/…` or the enrolment',
          'calls of `/account/second-factor`).',
        ].join(' '),
        body: staffSignInSchema,
      },
      config: {
        csrf: false,
        rateLimit: app.signInRateLimit,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = { label: email, userId: null };
      await refuseWhileLocked(request, reply, email, attempt);

      const account = await findSignInAccount(app.db, email);
      if (!(await verifyPassword(account?.passwordHash, password)) || !account) {
        await countFailedAttempt(request, email, 'sign-in.failure', attempt);
        throw new CmsError(401, 'signInFailed');
      }

      const step = await nextSignInStep(app.db, app.secondFactorSettings, account);
      if (!step) return reply.send(dataEnvelope(requestLanguage(request), await completeSignIn(request, reply, account)));
      // The failures counted so far stay until the second factor is given: the right password
      // alone must not reset the count of wrong codes.
      await beginSession(request, account, step);
      await recordAudit(request, { action: `sign-in.${step.step}-pending`, target: email });
      return reply.send(dataEnvelope(requestLanguage(request), sessionInfo(request, reply, step)));
    },
  );

  app.get('/session', {
    schema: {
      summary: 'Who am I',
      description: 'The signed-in user, `{email, roles, csrfToken}`: the CSRF token every state-changing call sends in `x-csrf-token`. 401 while a sign-in step is pending.',
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) =>
    reply.send(dataEnvelope(requestLanguage(request), sessionInfo(request, reply))),
  );

  app.delete('/session', {
    schema: {
      summary: 'Sign out',
      description: 'Ends the session everywhere at once, a session in a sign-in step too; answers `data: null`.',
    },
    config: { signInStep: true },
    preHandler: app.requireSessionIn('signed-in', 'second-factor', 'enrolment'),
  }, async (request, reply) => {
    await recordAudit(request, { action: 'sign-out', target: sessionUser(request)!.email });
    await request.session.destroy();
    reply.clearCookie(app.staffSessionCookieName, { path: '/' });
    return reply.send(dataEnvelope(requestLanguage(request), null));
  });
};

export default sessionRoutes;
