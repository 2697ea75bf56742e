import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentResult } from '../../../../contract/adminApi';
import { ENGINES, secondFactorFor } from '../../../support/testApp';
import { enrolTotp, passwordStep, signInAudit, totpCode } from '../../../support/secondFactor';
import { call, createStaff, PASSWORD, sessionOf, startStaffApp, type SignedIn, type StaffTestApp } from '../../../support/staffApp';

const PUBLIC_URL = 'http://localhost:8000';

/** Half a step of the app's 30 seconds: two moves make the next code. */
const HALF_STEP_MINUTES = 0.25;

describe.each(ENGINES)('signing in with a second factor on %s', (engine) => {
  let test: StaffTestApp;
  /** The admin's authenticator app secret and recovery codes, as the enrolment showed them. */
  let secret = '';
  let recoveryCodes: string[] = [];

  const now = () => test.clock.now();
  const nextStep = () => test.clock.advanceMinutes(2 * HALF_STEP_MINUTES);
  const secondFactor = (session: SignedIn, method: 'totp' | 'recovery-code', code: string) =>
    call(test.app, 'POST', `/session/second-factor/${method}`, session, { code });

  beforeAll(async () => {
    test = await startStaffApp(engine, { secondFactor: secondFactorFor(PUBLIC_URL) });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    await createStaff(test.app, 'hr@example.com', ['hr']);
    await createStaff(test.app, 'editor@example.com', ['editor']);
  });
  afterAll(() => test.close());

  it('leads an admin without a factor to enrolment, with nothing else open: no leads, resumes, personal data or session', async () => {
    const { session, body } = await passwordStep(test.app, 'admin@example.com');
    expect(body.data.roles).toEqual([]);
    expect(body.data.signInStep).toEqual({ step: 'enrolment' });

    for (const path of ['/leads', '/resumes', '/personal-data?phone=13900000000', '/audit-log', '/session', '/account/second-factor']) {
      expect((await call(test.app, 'GET', path, session)).statusCode, path).toBe(401);
    }
    expect((await call(test.app, 'DELETE', '/leads/1', session)).statusCode).toBe(401);
    // The second-factor step is not this session's step.
    expect((await secondFactor(session, 'totp', '123456')).statusCode).toBe(401);
    // The enrolment's calls check the session's CSRF token like any other change.
    expect((await call(test.app, 'POST', '/account/second-factor/totp', { cookie: session.cookie })).statusCode).toBe(403);
  });

  it('enrols an authenticator app with a real code: ten recovery codes once, a signed-in session under a new id, the secret sealed', async () => {
    const { session } = await passwordStep(test.app, 'admin@example.com');
    const started = await call(test.app, 'POST', '/account/second-factor/totp', session);
    expect(started.statusCode).toBe(200);
    const enrolment = started.json().data;
    expect(enrolment.uri).toMatch(new RegExp(`^otpauth://totp/localhost%3A8000:admin%40example\\.com\\?.*secret=${enrolment.secret}`));
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await call(test.app, 'PUT', '/account/second-factor/totp', session, { code: '000000' === totpCode(enrolment.secret, now()) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('验证码不正确：请输入验证器当前显示的 6 位数字');

    const confirmed = await call(test.app, 'PUT', '/account/second-factor/totp', session, { code: totpCode(enrolment.secret, now()) });
    expect(confirmed.statusCode).toBe(200);
    const result: EnrolmentResult = confirmed.json().data;
    expect(result.session).toMatchObject({ email: 'admin@example.com', roles: ['admin'] });
    expect(result.session!.signInStep).toBeUndefined();
    expect(result.recoveryCodes).toHaveLength(10);
    expect(new Set(result.recoveryCodes).size).toBe(10);
    for (const code of result.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    secret = enrolment.secret;
    recoveryCodes = result.recoveryCodes!;

    const signedIn = sessionOf(confirmed);
    expect(signedIn.cookie).not.toBe(session.cookie);
    expect((await call(test.app, 'GET', '/session', session)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/leads', signedIn)).statusCode).toBe(200);
    expect((await call(test.app, 'GET', '/resumes', signedIn)).statusCode).toBe(200);

    const status = await call(test.app, 'GET', '/account/second-factor', signedIn);
    expect(status.json().data).toMatchObject({ required: true, totp: { enrolled: true }, passkeys: [], recoveryCodesLeft: 10, confirmedUntil: null });
    expect(status.body).not.toContain(secret);
    const row = await test.app.db.selectFrom('staff_totp').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    const codes = await test.app.db.selectFrom('staff_recovery_code').select('code_hash').execute();
    expect(codes.map((code) => code.code_hash.startsWith('$argon2id$'))).toEqual(Array(10).fill(true));
    expect(JSON.stringify(codes)).not.toContain(recoveryCodes[0]);
    expect((await signInAudit(test.app)).slice(-4)).toEqual([
      'sign-in.enrolment-pending', 'second-factor.totp-enrolled', 'second-factor.recovery-codes-issued', 'sign-in',
    ]);
  });

  it('asks for the code after the password, refuses the code already spent and accepts the next one', async () => {
    const { session, body } = await passwordStep(test.app, 'admin@example.com');
    expect(body.data).toMatchObject({ roles: [], signInStep: { step: 'second-factor', totp: true, passkey: false, recoveryCode: true } });
    expect((await call(test.app, 'GET', '/leads', session)).statusCode).toBe(401);

    // The code that confirmed the enrolment is spent: within its 30 seconds it is a replay.
    const replayed = await secondFactor(session, 'totp', totpCode(secret, now()));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().msg).toBe('验证码或通行密钥未通过验证');

    nextStep();
    const code = totpCode(secret, now());
    const accepted = await secondFactor(session, 'totp', code);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ email: 'admin@example.com', roles: ['admin'] });
    const signedIn = sessionOf(accepted);
    expect(signedIn.cookie).not.toBe(session.cookie);
    expect((await call(test.app, 'GET', '/leads', signedIn)).statusCode).toBe(200);
    expect((await signInAudit(test.app)).slice(-4)).toEqual(['sign-in.second-factor-pending', 'second-factor.totp-failure', 'second-factor.totp-used', 'sign-in']);

    // Signed out and in again within the same 30 seconds, the same code is refused once more.
    expect((await call(test.app, 'DELETE', '/session', signedIn)).statusCode).toBe(200);
    const again = await passwordStep(test.app, 'admin@example.com');
    expect((await secondFactor(again.session, 'totp', code)).statusCode).toBe(401);
    test.clock.advanceMinutes(HALF_STEP_MINUTES);
    nextStep();
    expect((await secondFactor(again.session, 'totp', totpCode(secret, now()))).statusCode).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const first = await passwordStep(test.app, 'admin@example.com');
    const used = await secondFactor(first.session, 'recovery-code', recoveryCodes[0]!);
    expect(used.statusCode).toBe(200);
    expect((await signInAudit(test.app)).slice(-2)).toEqual(['second-factor.recovery-code-used', 'sign-in']);

    const second = await passwordStep(test.app, 'admin@example.com');
    expect((await secondFactor(second.session, 'recovery-code', recoveryCodes[0]!)).statusCode).toBe(401);
    const typed = ` ${recoveryCodes[1]!.toUpperCase().replace('-', ' ')} `;
    const accepted = await secondFactor(second.session, 'recovery-code', typed);
    expect(accepted.statusCode).toBe(200);
    const status = await call(test.app, 'GET', '/account/second-factor', sessionOf(accepted));
    expect(status.json().data.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes toward the lockout, which the right password alone does not reset, and refuses even the right code while locked', async () => {
    const enrolling = await passwordStep(test.app, 'hr@example.com');
    const { enrolment } = await enrolTotp(test.app, enrolling.session, now());
    nextStep();

    const first = await passwordStep(test.app, 'hr@example.com');
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await secondFactor(first.session, 'totp', '99999x')).statusCode).toBe(401);
    const second = await passwordStep(test.app, 'hr@example.com');
    expect(second.body.data.signInStep?.step).toBe('second-factor');
    expect((await secondFactor(second.session, 'recovery-code', 'aaaaa-bbbbb')).statusCode).toBe(401);
    expect((await signInAudit(test.app)).slice(-2)).toEqual(['second-factor.recovery-code-failure', 'sign-in.lockout']);

    const locked = await secondFactor(second.session, 'totp', totpCode(enrolment.secret, now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json().msg).toBe('登录失败次数过多，该账号已暂时锁定，请 15 分钟后再试');
    expect((await passwordStep(test.app, 'hr@example.com').catch((error: Error) => error.message))).toMatch(/got 429/);

    test.clock.advanceMinutes(15);
    expect((await secondFactor(second.session, 'totp', totpCode(enrolment.secret, now()))).statusCode).toBe(200);
  });

  it('lets a role that needs none sign in with the password, and asks for a factor once the user has one', async () => {
    const { session, body } = await passwordStep(test.app, 'editor@example.com');
    expect(body.data).toMatchObject({ roles: ['editor'] });
    expect(body.data.signInStep).toBeUndefined();

    // Changes need the user to confirm it is them first.
    expect((await call(test.app, 'POST', '/account/second-factor/totp', session)).statusCode).toBe(403);
    const wrong = await call(test.app, 'POST', '/account/second-factor/confirmation', session, { password: 'not the password at all' });
    expect(wrong.statusCode).toBe(403);
    expect((await signInAudit(test.app)).at(-1)).toBe('second-factor.confirmation-failure');
    const confirmed = await call(test.app, 'POST', '/account/second-factor/confirmation', session, { password: PASSWORD });
    expect(confirmed.json().data).toMatchObject({ required: false, confirmedUntil: new Date(now().getTime() + 10 * 60_000).toISOString() });
    const { result, enrolment } = await enrolTotp(test.app, session, now());
    expect(result.session).toBeNull();
    expect(result.recoveryCodes).toHaveLength(10);

    nextStep();
    const next = await passwordStep(test.app, 'editor@example.com');
    expect(next.body.data.signInStep).toMatchObject({ step: 'second-factor', totp: true });
    const signedIn = sessionOf(await secondFactor(next.session, 'totp', totpCode(enrolment.secret, now())));

    // Not required: the last factor may go, and the recovery codes with it.
    expect((await call(test.app, 'POST', '/account/second-factor/confirmation', signedIn, { code: totpCode(enrolment.secret, now()) })).statusCode).toBe(403);
    nextStep();
    expect((await call(test.app, 'POST', '/account/second-factor/confirmation', signedIn, { code: totpCode(enrolment.secret, now()) })).statusCode).toBe(200);
    const removed = await call(test.app, 'DELETE', '/account/second-factor/totp', signedIn);
    expect(removed.json().data).toMatchObject({ totp: { enrolled: false }, recoveryCodesLeft: 0 });
    expect((await signInAudit(test.app)).at(-1)).toBe('second-factor.totp-removed');
    expect((await passwordStep(test.app, 'editor@example.com')).body.data.signInStep).toBeUndefined();
  });
});
