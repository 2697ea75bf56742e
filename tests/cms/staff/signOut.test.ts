import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableStaffAccount } from '../../../cms/staff/staffAccounts';
import { ENGINES } from '../../support/testApp';
import { auditActions, call, COOKIE_NAME, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('ending staff sessions on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    await createStaff(test.app, 'hr@example.com', ['hr']);
  });
  afterAll(() => test.close());

  it('signs out: the cookie is cleared and the old cookie no longer works', async () => {
    const session = await signIn(test.app, 'sales@example.com');
    const other = await signIn(test.app, 'sales@example.com');
    const response = await call(test.app, 'DELETE', '/session', session);
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect((await call(test.app, 'GET', '/session', session)).statusCode).toBe(401);
    expect((await call(test.app, 'DELETE', '/session', session)).statusCode).toBe(401);
    // Only that session ended: the same user's other browser is still signed in.
    expect((await call(test.app, 'GET', '/session', other)).statusCode).toBe(200);
    expect(await auditActions(test.app)).toContain('sign-out');
  });

  it('ends every session of a user the moment the account is disabled', async () => {
    const first = await signIn(test.app, 'hr@example.com');
    const second = await signIn(test.app, 'hr@example.com');
    expect((await call(test.app, 'GET', '/session', first)).statusCode).toBe(200);
    const { endedSessions } = await disableStaffAccount(test.app.db, 'hr@example.com', new Date());
    expect(endedSessions).toBe(2);
    expect((await call(test.app, 'GET', '/session', first)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', second)).statusCode).toBe(401);
  });

  it('ends the sessions of a user whose password is reset', async () => {
    const before = await signIn(test.app, 'sales@example.com');
    await createStaff(test.app, 'sales@example.com', ['sales'], 'a brand new passphrase');
    expect((await call(test.app, 'GET', '/session', before)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', await signIn(test.app, 'sales@example.com', 'a brand new passphrase'))).statusCode).toBe(200);
  });
});
