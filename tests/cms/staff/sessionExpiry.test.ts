import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('staff session timeouts on %s', (engine) => {
  let test: StaffTestApp;
  const whoAmI = (cookie: string) => call(test.app, 'GET', '/session', { cookie });

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'editor@example.com', ['editor']);
  });
  afterAll(() => test.close());

  it('ends a session 30 minutes after its last request, not before', async () => {
    const { cookie } = await signIn(test.app, 'editor@example.com');
    test.clock.advanceMinutes(29);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    // That request counted as use: another 29 minutes later the session is still alive.
    test.clock.advanceMinutes(29);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    test.clock.advanceMinutes(30);
    const expired = await whoAmI(cookie);
    expect(expired.statusCode).toBe(401);
    // Once ended it stays ended, even if the clock were the only judge.
    test.clock.advanceMinutes(-20);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('ends a session 8 hours after sign-in however busy it is', async () => {
    const { cookie } = await signIn(test.app, 'editor@example.com');
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      test.clock.advanceMinutes(25);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
    }
    test.clock.advanceMinutes(5);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });
});

describe.each(ENGINES)('configured staff session timeouts on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine, { staffSessionIdleMinutes: 5, staffSessionMaxMinutes: 60 });
    await createStaff(test.app, 'editor@example.com', ['editor']);
  });
  afterAll(() => test.close());

  it('follows the idle and absolute timeouts it is given', async () => {
    const idle = await signIn(test.app, 'editor@example.com');
    test.clock.advanceMinutes(6);
    expect((await call(test.app, 'GET', '/session', idle)).statusCode).toBe(401);

    const busy = await signIn(test.app, 'editor@example.com');
    for (let minutes = 0; minutes < 60; minutes += 4) {
      test.clock.advanceMinutes(4);
      const expected = minutes + 4 < 60 ? 200 : 401;
      expect((await call(test.app, 'GET', '/session', busy)).statusCode).toBe(expected);
    }
  });
});
