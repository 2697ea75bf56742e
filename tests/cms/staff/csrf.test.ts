import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('CSRF protection of the admin API on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'admin@example.com', ['admin']);
  });
  afterAll(() => test.close());

  it('refuses a state-changing call without the token, or with a wrong one, with 403 in the envelope', async () => {
    const session = await signIn(test.app, 'admin@example.com');
    const without = await call(test.app, 'DELETE', '/session', { cookie: session.cookie });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ code: 403, msg: '页面已过期，请刷新后重试' });

    const wrong = await call(test.app, 'DELETE', '/session', { cookie: session.cookie, csrfToken: `${session.csrfToken}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe(403);

    // The refusals changed nothing: the session is still signed in.
    expect((await call(test.app, 'GET', '/session', { cookie: session.cookie })).statusCode).toBe(200);
  });

  it('refuses the token of another session', async () => {
    const mine = await signIn(test.app, 'admin@example.com');
    const theirs = await signIn(test.app, 'admin@example.com');
    const response = await call(test.app, 'DELETE', '/session', { cookie: mine.cookie, csrfToken: theirs.csrfToken });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the token GET session hands out', async () => {
    const { cookie } = await signIn(test.app, 'admin@example.com');
    const me = await call(test.app, 'GET', '/session', { cookie });
    expect(me.statusCode).toBe(200);
    const response = await call(test.app, 'DELETE', '/session', { cookie, csrfToken: me.json().data.csrfToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '操作成功', data: null });
  });
});
