import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import session from '@fastify/session';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, type SignInStep } from '../../contract/adminApi';
import { CmsError } from '../http/cmsError';
import { readServerSecret } from './serverSecrets';
import { findActiveStaffUser, type StaffUser } from './staffUsers';
import type { Clock } from '../platform/clock';
import { hasRole, type StaffRole } from './roles';
import { DatabaseSessionStore, type SessionTimeouts } from './sessionStore';
import type { SecondFactorSettings } from './secondFactor/secondFactorSettings';
import { readSealingKey } from './secondFactor/totpFactor';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** ISO time of the sign-in: the absolute timeout counts from it. */
    signedInAt?: string;
    /** Where the sign-in came from, shown in the user's list of sessions. */
    client?: { ip: string; userAgent: string };
    /** When the store last wrote the session (set by its read, not stored in the session's data). */
    lastSeenAt?: string;
    /** Set while the sign-in waits for a second factor or its enrolment: the session opens nothing else. */
    signInStep?: SignInStep['step'];
    /** ISO time the user last confirmed it was them (password or code), for changes to the second factor. */
    confirmedAt?: string;
    /** The challenge of the WebAuthn ceremony under way, and what it is for. */
    webAuthnChallenge?: { challenge: string; purpose: 'registration' | 'authentication' };
    _csrf?: string;
  }
  interface FastifyRequest {
    /** The signed-in staff user (roles as they are now), or null; null too while a sign-in step is pending. */
    staffUser: StaffUser | null;
    /** The user whose password was right and whose sign-in waits for `step`, or null. */
    signingIn: { user: StaffUser; step: SignInStep['step'] } | null;
  }
  interface FastifyInstance {
    staffClock: Clock;
    /** The IANA time zone staff read times in: exports write their times in it, the back office shows them in it. */
    companyTimeZone: string;
    staffSessionTimeouts: SessionTimeouts;
    staffSessionCookieName: string;
    /** Route `config.rateLimit` of the calls that take a password or a code: each is a guess otherwise. */
    signInRateLimit: { max: number; timeWindow: number };
    /** Who must have a second factor (their sign-in goes on to it, or to its enrolment), and the passkeys' relying party. */
    secondFactorSettings: SecondFactorSettings;
    /** The key TOTP secrets are sealed with. */
    totpSealingKey: Buffer;
    /** preHandler: 401 when nobody is signed in, 403 when the user has none of `roles` nor admin. */
    requireRole(...roles: StaffRole[]): preHandlerAsyncHookHandler;
    /** preHandler: 401 when nobody is signed in. */
    requireSignIn: preHandlerAsyncHookHandler;
    /**
     * preHandler of the calls a pending sign-in makes: admits a session in one of `states`
     * (`signed-in`, or a sign-in step); 409 for a signed-in user when it does not admit them, else 401.
     */
    requireSessionIn(...states: SessionState[]): preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** `false` on the one state-changing call made before there is a session: the sign-in. */
    csrf?: boolean;
    /** `true` on the calls of a pending sign-in step (second factor, enrolment): open to its session, CSRF checked. */
    signInStep?: boolean;
  }
}

export interface StaffSessionOptions {
  clock: Clock;
  timeouts: SessionTimeouts;
  /** The CMS is reached over HTTPS: the cookie is `Secure` and `__Host-` prefixed. */
  secureCookies: boolean;
  /** Attempts one client address may make per minute on each call that takes a password or a code, whatever the e-mail. */
  signInRateLimitPerMinute: number;
  secondFactor: SecondFactorSettings;
  companyTimeZone: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SessionState = 'signed-in' | SignInStep['step'];

/**
 * Staff sessions for the scope it is registered in (the admin API): the session cookie, the
 * database-backed store, the signed-in user on each request, the role guard, and CSRF checks on
 * every state-changing call.
 */
export default fp<StaffSessionOptions>(
  async (app, options) => {
    const cookieName = options.secureCookies ? '__Host-staff_session' : 'staff_session';
    await app.register(cookie);
    await app.register(session, {
      secret: await readServerSecret(app.db, 'session'),
      cookieName,
      store: new DatabaseSessionStore(app.db, options.clock, options.timeouts),
      saveUninitialized: false,
      // Saved on every answer, so the store's last-seen time (the idle timeout) follows use.
      rolling: true,
      // No Max-Age: the browser forgets the cookie when it closes; the server enforces both timeouts.
      cookie: { path: '/', httpOnly: true, sameSite: 'strict', secure: options.secureCookies },
    });
    await app.register(csrfProtection, {
      sessionPlugin: '@fastify/session',
      getToken: (request) => request.headers[CSRF_HEADER] as string | undefined,
    });

    app.decorate('staffClock', options.clock);
    app.decorate('companyTimeZone', options.companyTimeZone);
    app.decorate('staffSessionTimeouts', options.timeouts);
    app.decorate('staffSessionCookieName', cookieName);
    app.decorate('signInRateLimit', { max: options.signInRateLimitPerMinute, timeWindow: 60_000 });
    app.decorate('secondFactorSettings', options.secondFactor);
    app.decorate('totpSealingKey', await readSealingKey(app.db));
    app.decorateRequest('staffUser', null);
    app.decorateRequest('signingIn', null);
    app.addHook('onRequest', async (request) => {
      const userId = request.session?.userId;
      const user = userId === undefined ? null : ((await findActiveStaffUser(app.db, userId)) ?? null);
      const step = request.session?.signInStep;
      request.staffUser = step ? null : user;
      request.signingIn = user && step ? { user, step } : null;
    });

    const requireSignIn: preHandlerAsyncHookHandler = async (request) => {
      if (!request.staffUser) throw new CmsError(401, 'signInRequired');
    };
    app.decorate('requireSignIn', requireSignIn);
    app.decorate('requireSessionIn', (...states: SessionState[]): preHandlerAsyncHookHandler => async (request) => {
      const state = request.staffUser ? 'signed-in' : request.signingIn?.step;
      if (state && states.includes(state)) return;
      throw state === 'signed-in' ? new CmsError(409, 'signInStepMissing') : new CmsError(401, 'signInRequired');
    });
    app.decorate('requireRole', (...roles: StaffRole[]): preHandlerAsyncHookHandler => async function (request, reply) {
      await requireSignIn.call(this, request, reply);
      if (!(['admin', ...roles] as const).some((role) => hasRole(request.staffUser!.roles, role))) throw new CmsError(403, 'forbidden');
    });

    // Every state-changing call needs a signed-in user (or, on a sign-in step's call, a session
    // in a sign-in step) and the session's CSRF token, whatever its route declares, so a call
    // added later cannot forget them.
    app.addHook('preHandler', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return done();
      const stepCall = request.routeOptions.config.signInStep === true && request.signingIn !== null;
      if (!request.staffUser && !stepCall) return done(new CmsError(401, 'signInRequired'));
      app.csrfProtection(request, reply, done);
    });
  },
  { name: 'staff-session', dependencies: ['database', 'errors'] },
);
