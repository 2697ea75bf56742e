import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, secondFactorFor } from '../../../support/testApp';
import { enrolTotp, passwordStep, signInAudit, totpCode } from '../../../support/secondFactor';
import { SoftAuthenticator } from '../../../support/softAuthenticator';
import { call, createStaff, PASSWORD, sessionOf, startStaffApp, type SignedIn, type StaffTestApp } from '../../../support/staffApp';

const PUBLIC_URL = 'http://localhost:8000';

describe.each(ENGINES)('passkeys and the Security section on %s', (engine) => {
  let test: StaffTestApp;
  let authenticator: SoftAuthenticator;
  let secret = '';
  let recoveryCodes: string[] = [];
  /** The admin, signed in with the authenticator app. */
  let admin: SignedIn;

  const now = () => test.clock.now();
  const nextStep = () => test.clock.advanceMinutes(0.5);
  const confirm = (session: SignedIn) => call(test.app, 'POST', '/account/second-factor/confirmation', session, { password: PASSWORD });

  async function addPasskey(session: SignedIn, name: string) {
    const options = await call(test.app, 'POST', '/account/second-factor/passkeys/options', session);
    expect(options.statusCode).toBe(200);
    const created = options.json().data;
    expect(created.rp).toEqual({ id: 'localhost', name: 'localhost:8000' });
    return call(test.app, 'POST', '/account/second-factor/passkeys', session, { name, response: authenticator.register(created) });
  }

  beforeAll(async () => {
    test = await startStaffApp(engine, { secondFactor: secondFactorFor(PUBLIC_URL) });
    authenticator = new SoftAuthenticator(PUBLIC_URL);
    await createStaff(test.app, 'admin@example.com', ['admin']);
    await createStaff(test.app, 'hr@example.com', ['hr']);
    const { session } = await passwordStep(test.app, 'admin@example.com');
    const { enrolment, confirmed, result } = await enrolTotp(test.app, session, now());
    secret = enrolment.secret;
    recoveryCodes = result.recoveryCodes!;
    admin = sessionOf(confirmed);
  });
  afterAll(() => test.close());

  it('needs a recent confirmation for every change, which lasts ten minutes', async () => {
    for (const [method, path] of [
      ['POST', '/account/second-factor/totp'], ['DELETE', '/account/second-factor/totp'], ['POST', '/account/second-factor/recovery-codes'],
      ['POST', '/account/second-factor/passkeys/options'], ['DELETE', '/account/second-factor/passkeys/1'],
    ] as const) {
      const refused = await call(test.app, method, path, admin);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().msg).toBe('请先验证身份：输入密码或验证器中的验证码');
    }
    expect((await confirm(admin)).statusCode).toBe(200);
    test.clock.advanceMinutes(10);
    expect((await call(test.app, 'POST', '/account/second-factor/recovery-codes', admin)).statusCode).toBe(403);
  });

  it('gives ten new recovery codes, after which the old ones no longer work', async () => {
    expect((await confirm(admin)).statusCode).toBe(200);
    const renewed = await call(test.app, 'POST', '/account/second-factor/recovery-codes', admin);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await signInAudit(test.app)).at(-1)).toBe('second-factor.recovery-codes-issued');

    const step = await passwordStep(test.app, 'admin@example.com');
    expect((await call(test.app, 'POST', '/session/second-factor/recovery-code', step.session, { code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await call(test.app, 'POST', '/session/second-factor/recovery-code', step.session, { code: fresh[0] })).statusCode).toBe(200);
    recoveryCodes = fresh;
  });

  it('adds a named passkey and signs in with it; an assertion is good for one challenge only', async () => {
    expect((await confirm(admin)).statusCode).toBe(200);
    const added = await addPasskey(admin, 'Work laptop');
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual({ recoveryCodes: null, session: null });
    expect((await signInAudit(test.app)).at(-1)).toBe('second-factor.passkey-added');
    const status = (await call(test.app, 'GET', '/account/second-factor', admin)).json().data;
    expect(status.passkeys).toEqual([{ id: expect.any(Number), name: 'Work laptop', createdAt: now().toISOString(), lastUsedAt: null }]);

    const step = await passwordStep(test.app, 'admin@example.com');
    expect(step.body.data.signInStep).toEqual({ step: 'second-factor', totp: true, passkey: true, recoveryCode: true });
    const options = (await call(test.app, 'POST', '/session/second-factor/passkey/options', step.session)).json().data;
    const [credential] = options.allowCredentials;
    const assertion = authenticator.assert(options, credential.id);
    const signedIn = await call(test.app, 'POST', '/session/second-factor/passkey', step.session, { response: assertion });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.roles).toEqual(['admin']);
    expect((await signInAudit(test.app)).slice(-2)).toEqual(['second-factor.passkey-used', 'sign-in']);
    const used = (await call(test.app, 'GET', '/account/second-factor', sessionOf(signedIn))).json().data;
    expect(used.passkeys[0].lastUsedAt).toBe(now().toISOString());

    // Replayed in a new sign-in, the same assertion answers an old challenge.
    const again = await passwordStep(test.app, 'admin@example.com');
    await call(test.app, 'POST', '/session/second-factor/passkey/options', again.session);
    const replayed = await call(test.app, 'POST', '/session/second-factor/passkey', again.session, { response: assertion });
    expect(replayed.statusCode).toBe(401);
    expect((await signInAudit(test.app)).at(-1)).toBe('second-factor.passkey-failure');
  });

  it('refuses a passkey registered for another origin', async () => {
    expect((await confirm(admin)).statusCode).toBe(200);
    const options = (await call(test.app, 'POST', '/account/second-factor/passkeys/options', admin)).json().data;
    const phishing = new SoftAuthenticator('http://localhost:8001').register(options);
    const refused = await call(test.app, 'POST', '/account/second-factor/passkeys', admin, { name: 'Elsewhere', response: phishing });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('通行密钥未通过验证，请重试');
  });

  it('removes factors down to the last one a required role keeps', async () => {
    expect((await confirm(admin)).statusCode).toBe(200);
    const removedApp = await call(test.app, 'DELETE', '/account/second-factor/totp', admin);
    expect(removedApp.statusCode).toBe(200);
    expect(removedApp.json().data).toMatchObject({ totp: { enrolled: false }, recoveryCodesLeft: 9 });
    const [passkey] = removedApp.json().data.passkeys;
    const last = await call(test.app, 'DELETE', `/account/second-factor/passkeys/${passkey.id}`, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().msg).toBe('你的角色必须使用两步验证：请先添加另一种验证方式，再移除这一种');
    expect((await call(test.app, 'DELETE', '/account/second-factor/passkeys/999999', admin)).statusCode).toBe(404);

    // An old code of the removed app no longer opens anything.
    nextStep();
    const step = await passwordStep(test.app, 'admin@example.com');
    expect(step.body.data.signInStep).toEqual({ step: 'second-factor', totp: false, passkey: true, recoveryCode: true });
    expect((await call(test.app, 'POST', '/session/second-factor/totp', step.session, { code: totpCode(secret, now()) })).statusCode).toBe(401);
  });

  it('enrols a passkey at sign-in instead of an app, with its recovery codes', async () => {
    const { session } = await passwordStep(test.app, 'hr@example.com');
    const added = await addPasskey(session, 'Phone');
    expect(added.statusCode).toBe(200);
    const { recoveryCodes: codes, session: signedIn } = added.json().data;
    expect(codes).toHaveLength(10);
    expect(signedIn).toMatchObject({ email: 'hr@example.com', roles: ['hr'] });
    expect((await call(test.app, 'GET', '/resumes', sessionOf(added))).statusCode).toBe(200);
    expect((await signInAudit(test.app)).slice(-4)).toEqual([
      'sign-in.enrolment-pending', 'second-factor.passkey-added', 'second-factor.recovery-codes-issued', 'sign-in',
    ]);
  });
});
