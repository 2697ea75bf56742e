import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { auditActions, createStaff, PASSWORD, signInRequest, startStaffApp, type StaffTestApp } from '../../support/staffApp';

const WRONG = 'this is not the password';

describe.each(ENGINES)('sign-in lockout on %s', (engine) => {
  let test: StaffTestApp;
  const failTimes = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await signInRequest(test.app, email, WRONG)).statusCode).toBe(401);
    }
  };

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    await createStaff(test.app, 'hr@example.com', ['hr']);
  });
  afterAll(() => test.close());

  it('locks the account after 5 failures in 15 minutes, even for the right password, and unlocks 15 minutes later', async () => {
    await failTimes('sales@example.com', 5);
    expect(await auditActions(test.app)).toContain('sign-in.lockout');

    const locked = await signInRequest(test.app, 'sales@example.com', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, msg: '登录失败次数过多，该账号已暂时锁定，请 15 分钟后再试' });
    expect(locked.headers['retry-after']).toBe('900');
    expect((await auditActions(test.app)).at(-1)).toBe('sign-in.refused-locked');

    test.clock.advanceMinutes(14);
    const stillLocked = await signInRequest(test.app, 'sales@example.com', PASSWORD, { headers: { 'accept-language': 'en' } });
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().msg).toBe('Too many failed sign-ins: this account is locked for now, please try again in 1 minutes');

    test.clock.advanceMinutes(1);
    expect((await signInRequest(test.app, 'sales@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures within 15 minutes only: four, a quarter of an hour, four more do not lock', async () => {
    await failTimes('hr@example.com', 4);
    test.clock.advanceMinutes(16);
    await failTimes('hr@example.com', 4);
    expect((await signInRequest(test.app, 'hr@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    await failTimes('hr@example.com', 4);
    expect((await signInRequest(test.app, 'hr@example.com', PASSWORD)).statusCode).toBe(200);
    await failTimes('hr@example.com', 4);
    expect((await signInRequest(test.app, 'hr@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock does not reveal which addresses have accounts', async () => {
    await failTimes('stranger@example.com', 5);
    const locked = await signInRequest(test.app, 'stranger@example.com', WRONG);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('登录失败次数过多，该账号已暂时锁定，请 15 分钟后再试');
  });
});

describe.each(ENGINES)('sign-in rate limit per address on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine, { signInRateLimitPerMinute: 3 });
  });
  afterAll(() => test.close());

  it('turns away a client address after its allowance of sign-in attempts, whatever the e-mails', async () => {
    const statuses = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      statuses.push((await signInRequest(test.app, email, WRONG)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
