/**
 * Accepting an invitation gives a password, and a password alone opens no more than at sign-in:
 * under the production default (admins and HR need a second factor), an invited admin's session
 * waits for its enrolment, with nothing else open, and is not listed among the admin's sessions;
 * an invited editor is signed in at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { linkToken } from '../../support/invitationLink';
import { addressOf, startMailServer, type MailServer } from '../../support/mailServer';
import { notificationSettings, PUBLIC_URL } from '../../support/notifyingApp';
import { enrolTotp, passwordStep, signInAudit } from '../../support/secondFactor';
import { call, createStaff, sessionOf, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES, secondFactorFor } from '../../support/testApp';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(ENGINES)('an invitation to a role that needs a second factor on %s', (engine) => {
  let test: StaffTestApp;
  let mail: MailServer;
  let admin: SignedIn;
  let mails = 0;

  /** Invites `email` as `roles` and accepts the mailed link with a new password, as the invitation page does. */
  async function inviteAndAccept(email: string, roles: string[]) {
    expect((await call(test.app, 'POST', '/staff-accounts', admin, { displayName: 'New colleague', email, roles, language: 'en' })).statusCode).toBe(201);
    mails += 1;
    const message = (await mail.messages(mails))[mails - 1]!;
    expect(addressOf(message)).toBe(email);
    return test.app.inject({
      method: 'POST',
      url: `${ADMIN_API_BASE_PATH}/invitation/accept`,
      payload: { token: linkToken(message), password: NEW_PASSWORD },
    });
  }

  beforeAll(async () => {
    mail = await startMailServer();
    test = await startStaffApp(engine, { notifications: notificationSettings(mail.url), secondFactor: secondFactorFor(PUBLIC_URL) });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    // The inviting admin is held to the second factor too: enrolled once, signed in by it.
    admin = sessionOf((await enrolTotp(test.app, (await passwordStep(test.app, 'admin@example.com')).session, test.clock.now())).confirmed);
  });
  afterAll(async () => {
    await test?.close();
    await mail?.close();
  });

  it('puts an invited admin into the enrolment step: no leads, no session, no list until a factor is set up', async () => {
    const accepted = await inviteAndAccept('new.admin@example.com', ['admin']);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ email: 'new.admin@example.com', roles: [], signInStep: { step: 'enrolment' } });
    const pending = sessionOf(accepted);

    for (const path of ['/leads', '/resumes', '/session', '/account/sessions', '/staff-accounts']) {
      expect((await call(test.app, 'GET', path, pending)).statusCode, path).toBe(401);
    }
    expect((await call(test.app, 'POST', '/staff-accounts', pending, { displayName: 'X', email: 'x@example.com', roles: ['admin'], language: 'en' })).statusCode).toBe(401);
    expect((await signInAudit(test.app)).slice(-1)).toEqual(['sign-in.enrolment-pending']);

    // Setting up an authenticator app ends the step: the session, under a new id, opens the leads.
    const { confirmed, result } = await enrolTotp(test.app, pending, test.clock.now());
    expect(result.recoveryCodes).toHaveLength(10);
    const signedIn = sessionOf(confirmed);
    expect(signedIn.cookie).not.toBe(pending.cookie);
    expect((await call(test.app, 'GET', '/leads', signedIn)).statusCode).toBe(200);
    expect((await call(test.app, 'GET', '/leads', pending)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', signedIn)).json().data).toMatchObject({ email: 'new.admin@example.com', roles: ['admin'] });
  });

  it('lists only signed-in sessions: one waiting for the second factor is left out', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await passwordStep(test.app, 'admin@example.com')).body.data.signInStep?.step).toBe('second-factor');
    }

    // `admin` (signed in at the start) is listed; the two sessions waiting for a code are not.
    const listed = await call(test.app, 'GET', '/account/sessions', admin);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as Array<{ current: boolean }>;
    expect(rows).toEqual([expect.objectContaining({ current: true })]);
    const stored = await test.app.db.selectFrom('staff_session').innerJoin('staff_user', 'staff_user.user_id', 'staff_session.user_id')
      .select('staff_session.sign_in_step').where('staff_user.email', '=', 'admin@example.com').where('staff_session.ended_at', 'is', null).execute();
    expect(stored.map((row) => row.sign_in_step ?? 'signed in').sort()).toEqual(['second-factor', 'second-factor', 'signed in']);
  });

  it('signs an invited editor in at once: the role needs no second factor', async () => {
    const accepted = await inviteAndAccept('new.editor@example.com', ['editor']);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const data = accepted.json().data;
    expect(data).toMatchObject({ email: 'new.editor@example.com', roles: ['editor'] });
    expect(data.signInStep).toBeUndefined();
    const session = sessionOf(accepted);
    expect((await call(test.app, 'GET', '/session', session)).statusCode).toBe(200);
    expect((await call(test.app, 'GET', '/account/sessions', session)).json()).toEqual([expect.objectContaining({ current: true })]);
  });
});
