import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppOptions } from '../../cms/app';
import type { SitePublisher } from '../../cms/publishing/publishQueue';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import { startTestApp, type Engine, type TestApp } from './testApp';

/** Stands for the site build: the content calls only ask for one. */
export const standInPublisher: SitePublisher = async () => ({ release: 'release-1', built: true });

export const PASSWORD = 'correct horse battery staple';
export const COOKIE_NAME = 'staff_session';

/** A clock the test moves or sets by hand: expiry, lockout and schedules are tested without waiting. */
export function testClock(startIso = '2026-03-02T09:00:00.000Z') {
  let now = Date.parse(startIso);
  return {
    now: () => new Date(now),
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
    set(iso: string) {
      now = Date.parse(iso);
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

export interface StaffTestApp extends TestApp {
  clock: TestClock;
}

/** A CMS without demo content, on the test clock, with a sign-in rate limit out of the way. */
export async function startStaffApp(
  engine: Engine,
  options: Partial<AppOptions> = {},
  hooks: Parameters<typeof startTestApp>[2] = {},
): Promise<StaffTestApp> {
  const clock = testClock();
  const test = await startTestApp(engine, { seed: undefined, clock: clock.now, signInRateLimitPerMinute: 10_000, ...options }, hooks);
  return { ...test, clock };
}

/** A staff user as the command line makes one; `name` is the display name (the address's part before `@` without it). */
export function createStaff(app: FastifyInstance, email: string, roles: string[], password = PASSWORD, name?: string) {
  return addStaffAccount(app.db, { email, name, password, roles }, new Date());
}

export interface SignedIn {
  /** The session cookie's value, to send back as a browser would. */
  cookie: string;
  csrfToken: string;
}

export const signInRequest = (app: FastifyInstance, email: string, password: string, extra: InjectOptions = {}) =>
  app.inject({ method: 'POST', url: `${ADMIN_API_BASE_PATH}/session`, payload: { email, password }, ...extra });

/**
 * The session of an answer that set the cookie (a sign-in, an accepted invitation, a password
 * change, a completed sign-in step).
 */
export function sessionOf(response: Awaited<ReturnType<FastifyInstance['inject']>>): SignedIn {
  const cookie = response.cookies.find((c) => c.name === COOKIE_NAME);
  if (response.statusCode !== 200 || !cookie) throw new Error(`expected a new session, got ${response.statusCode}: ${response.body}`);
  // A completed enrolment answers the session inside its result.
  const { data } = response.json() as { data: { csrfToken?: string; session?: { csrfToken: string } } };
  return { cookie: cookie.value, csrfToken: data.session?.csrfToken ?? data.csrfToken! };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const response = await signInRequest(app, email, password);
  const session = sessionOf(response);
  const { data } = response.json();
  if (data.signInStep) throw new Error(`sign-in of ${email} waits for its ${data.signInStep.step} step: use tests/support/secondFactor.ts`);
  return session;
}

/** A call with the session cookie (and, when given, the CSRF header and a JSON body). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  session: { cookie?: string; csrfToken?: string } = {},
  payload?: object,
) {
  return app.inject({
    method,
    url: `${ADMIN_API_BASE_PATH}${path}`,
    cookies: session.cookie ? { [COOKIE_NAME]: session.cookie } : {},
    headers: session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {},
    ...(payload && { payload }),
  });
}

export async function auditActions(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.selectFrom('audit_log').select('action').orderBy('audit_id').execute();
  return rows.map((row) => row.action);
}
