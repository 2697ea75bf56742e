import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { addressOf, startMailServer, type MailServer } from '../../support/mailServer';
import { linkToken } from '../../support/invitationLink';
import { notificationSettings } from '../../support/notifyingApp';
import { auditActions, call, createStaff, PASSWORD, sessionOf, signIn, signInRequest, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

const NEW_PASSWORD = 'a brand new passphrase';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(ENGINES)('staff management on %s', (engine) => {
  let test: StaffTestApp;
  let mail: MailServer;
  let admin: SignedIn;

  /** A public call (no session), as the invitation page makes it, in `language`. */
  const invitationCall = (path: string, payload: object, language = 'zh') =>
    test.app.inject({ method: 'POST', url: `${ADMIN_API_BASE_PATH}/invitation/${path}`, payload, headers: { 'accept-language': language } });

  const accounts = async () => (await call(test.app, 'GET', '/staff-accounts?range=[0,99]&sort=["email","ASC"]', admin)).json() as Array<{ id: number; email: string; state: string; roles: string[] }>;
  const accountOf = async (email: string) => (await accounts()).find((account) => account.email === email)!;

  /** Invites `email` and waits for the mail it sends (the `count`th mail of the file), answering the link's token. */
  async function invite(email: string, roles: string[], count: number, language = 'zh'): Promise<{ token: string; message: ParsedMail }> {
    const response = await call(test.app, 'POST', '/staff-accounts', admin, { displayName: `同事 ${email.split('@')[0]}`, email, roles, language });
    expect(response.statusCode, response.body).toBe(201);
    const message = (await mail.messages(count))[count - 1]!;
    expect(addressOf(message)).toBe(email);
    return { token: linkToken(message), message };
  }

  beforeAll(async () => {
    mail = await startMailServer();
    test = await startStaffApp(engine, { notifications: notificationSettings(mail.url) });
    await createStaff(test.app, 'admin@example.com', ['admin']);
  });
  // Tests move the clock past the session timeouts: the admin signs in afresh for each.
  beforeEach(async () => {
    admin = await signIn(test.app, 'admin@example.com');
  });
  afterAll(async () => {
    await test?.close();
    await mail?.close();
  });

  it('invites by mail; the link tells whom it invites, sets the password once and signs the invitee in with the roles given', async () => {
    const { token, message } = await invite('new.editor@example.com', ['editor', 'hr'], 1, 'en');
    expect(message.subject).toBe('You are invited to the back office');
    expect(message.text).toContain('admin@example.com invites you');
    expect(message.text).toContain('within 48 hours');
    expect(await accountOf('new.editor@example.com')).toMatchObject({ state: 'invited', displayName: '同事 new.editor', roles: ['editor', 'hr'] });
    // The token is stored only as its hash: the database holds no link.
    const stored = await test.app.db.selectFrom('staff_invitation').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    // Invited, not yet a user: no password signs in.
    expect((await signInRequest(test.app, 'new.editor@example.com', PASSWORD)).statusCode).toBe(401);

    const lookup = await invitationCall('lookup', { token });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toMatchObject({ email: 'new.editor@example.com', displayName: '同事 new.editor', roles: ['editor', 'hr'] });

    const short = await invitationCall('accept', { token, password: 'too short' }, 'en');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: 400, msg: 'The password must be 12 to 128 characters long', field: 'password' });

    const accepted = await invitationCall('accept', { token, password: NEW_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ email: 'new.editor@example.com', roles: ['editor', 'hr'] });
    const { cookie } = sessionOf(accepted);
    expect((await call(test.app, 'GET', '/session', { cookie })).json().data.email).toBe('new.editor@example.com');
    expect((await call(test.app, 'GET', '/resumes', { cookie })).statusCode).toBe(200);
    expect((await call(test.app, 'GET', '/leads', { cookie })).statusCode).toBe(403);
    expect(await accountOf('new.editor@example.com')).toMatchObject({ state: 'active' });
    await signIn(test.app, 'new.editor@example.com', NEW_PASSWORD);

    // The link worked once; its mail, which holds it, left the outbox.
    const again = await invitationCall('accept', { token, password: 'another passphrase' });
    expect(again.statusCode).toBe(410);
    expect(again.json().msg).toBe('邀请链接已使用过。请直接登录');
    expect((await invitationCall('lookup', { token }, 'en')).json().msg).toBe('This invitation link has already been used. Please sign in instead');
    const outbox = await test.app.db.selectFrom('notification_outbox').select('body').where('kind', '=', 'staff_invitation').execute();
    expect(outbox.filter((row) => row.body.includes(token))).toEqual([]);
    expect(await auditActions(test.app)).toEqual(expect.arrayContaining(['staff.invite', 'staff.invitation-accept', 'invitation.refused']));
  });

  it('refuses a link past 48 hours, and one replaced by a new invitation, in the reader\'s language', async () => {
    const first = await invite('late@example.com', ['sales'], 2);
    test.clock.advanceMinutes(48 * 60 - 1);
    expect((await invitationCall('lookup', { token: first.token })).statusCode).toBe(200);
    test.clock.advanceMinutes(1);
    const expired = await invitationCall('accept', { token: first.token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().msg).toBe('邀请链接已过期（有效期 48 小时）。请联系管理员重新邀请');
    admin = await signIn(test.app, 'admin@example.com');
    const { id, state } = await accountOf('late@example.com');
    expect(state).toBe('invited');
    const reinvited = await call(test.app, 'POST', `/staff-accounts/${id}/invitation`, admin, { language: 'en' });
    expect(reinvited.statusCode).toBe(200);
    const second = linkToken((await mail.messages(3))[2]!);
    const replaced = await invitationCall('lookup', { token: first.token }, 'en');
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().msg).toBe('This invitation link is not valid: a newer invitation may have replaced it. Ask an administrator to invite you again');
    expect((await invitationCall('accept', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);

    // A user who has a password is not invited again, and an address is invited once.
    const done = await call(test.app, 'POST', `/staff-accounts/${id}/invitation`, admin, {});
    expect(done.statusCode).toBe(409);
    const taken = await call(test.app, 'POST', '/staff-accounts', admin, { displayName: '迟到', email: 'LATE@example.com', roles: ['sales'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ msg: '该邮箱已是员工账号', field: 'email' });
  });

  it('applies a role change from the user\'s next request', async () => {
    await createStaff(test.app, 'roles@example.com', ['editor']);
    const session = await signIn(test.app, 'roles@example.com');
    expect((await call(test.app, 'GET', '/leads', session)).statusCode).toBe(403);
    const { id } = await accountOf('roles@example.com');
    const changed = await call(test.app, 'PUT', `/staff-accounts/${id}`, admin, { id, email: 'ignored@example.com', roles: ['sales'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'roles@example.com', roles: ['sales'] });
    expect((await call(test.app, 'GET', '/leads', session)).statusCode).toBe(200);
    expect((await call(test.app, 'GET', '/content/tags', session)).statusCode).toBe(403);
    const none = await call(test.app, 'PUT', `/staff-accounts/${id}`, admin, { roles: [] });
    expect(none.json()).toMatchObject({ code: 400, msg: '请至少选择一个角色' });
  });

  it('ends every session of a user it disables at once, and lets them sign in again once enabled', async () => {
    await createStaff(test.app, 'leaving@example.com', ['sales']);
    const phone = await signIn(test.app, 'leaving@example.com');
    const desk = await signIn(test.app, 'leaving@example.com');
    const { id } = await accountOf('leaving@example.com');
    const disabled = await call(test.app, 'POST', `/staff-accounts/${id}/disable`, admin);
    expect(disabled.json()).toMatchObject({ state: 'disabled' });
    expect((await call(test.app, 'GET', '/session', phone)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', desk)).statusCode).toBe(401);
    expect((await signInRequest(test.app, 'leaving@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await call(test.app, 'POST', `/staff-accounts/${id}/enable`, admin)).json()).toMatchObject({ state: 'active' });
    // Ended, not only shut out while disabled: enabling the user does not bring them back.
    expect((await call(test.app, 'GET', '/session', phone)).statusCode).toBe(401);
    await signIn(test.app, 'leaving@example.com');
    expect(await auditActions(test.app)).toEqual(expect.arrayContaining(['staff.disable', 'staff.enable']));
  });

  it('keeps an active admin: the last one can neither demote nor disable themself', async () => {
    const { id } = await accountOf('admin@example.com');
    const demoted = await call(test.app, 'PUT', `/staff-accounts/${id}`, admin, { roles: ['editor'] });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().msg).toBe('至少要保留一位在用的管理员：请先让另一位同事成为管理员');
    expect((await call(test.app, 'POST', `/staff-accounts/${id}/disable`, admin)).statusCode).toBe(409);
    // An invited admin who has not chosen a password yet cannot stand in for them.
    await invite('future.admin@example.com', ['admin'], 4);
    expect((await call(test.app, 'POST', `/staff-accounts/${id}/disable`, admin)).statusCode).toBe(409);
    expect((await call(test.app, 'GET', '/audit-log', admin)).statusCode).toBe(200);

    await createStaff(test.app, 'second.admin@example.com', ['admin']);
    const second = await signIn(test.app, 'second.admin@example.com');
    const { id: secondId } = await accountOf('second.admin@example.com');
    expect((await call(test.app, 'PUT', `/staff-accounts/${secondId}`, second, { roles: ['admin', 'sales'] })).statusCode).toBe(200);
    expect((await call(test.app, 'PUT', `/staff-accounts/${secondId}`, second, { roles: ['sales'] })).statusCode).toBe(200);
    // Now an admin no more: the next call is refused, and the first admin is the last again.
    expect((await call(test.app, 'GET', '/staff-accounts', second)).statusCode).toBe(403);
    expect((await call(test.app, 'POST', `/staff-accounts/${id}/disable`, admin)).statusCode).toBe(409);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    await createStaff(test.app, 'twin@example.com', ['admin']);
    const twin = await signIn(test.app, 'twin@example.com');
    const { id: adminId } = await accountOf('admin@example.com');
    const { id: twinId } = await accountOf('twin@example.com');
    const answers = await Promise.all([
      call(test.app, 'PUT', `/staff-accounts/${twinId}`, admin, { roles: ['editor'] }),
      call(test.app, 'PUT', `/staff-accounts/${adminId}`, twin, { roles: ['editor'] }),
    ]);
    // One succeeds; the other is refused as the last admin's demotion (409) or, when the first
    // committed before it read its user, as no longer an admin (403): never both.
    const [succeeded, refused] = answers.map((answer) => answer.statusCode).sort();
    expect(succeeded).toBe(200);
    expect([403, 409]).toContain(refused);
    // The one left an admin gives the other the role back, for the tests after.
    const [survivor, demoted] = answers[0]!.statusCode === 200 ? [admin, twinId] : [twin, adminId];
    expect((await call(test.app, 'PUT', `/staff-accounts/${demoted}`, survivor, { roles: ['admin'] })).statusCode).toBe(200);
  });

  it('changes a password only with the current one, ending the user\'s other sessions and rotating this one', async () => {
    await createStaff(test.app, 'changer@example.com', ['hr']);
    const here = await signIn(test.app, 'changer@example.com');
    const elsewhere = await signIn(test.app, 'changer@example.com');

    const wrong = await call(test.app, 'PUT', '/account/password', here, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, msg: '当前密码不正确', field: 'currentPassword' });
    const short = await call(test.app, 'PUT', '/account/password', here, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.json()).toMatchObject({ code: 400, field: 'newPassword' });
    expect((await call(test.app, 'GET', '/session', elsewhere)).statusCode).toBe(200);

    const changed = await call(test.app, 'PUT', '/account/password', here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const rotated = sessionOf(changed);
    expect(rotated.cookie).not.toBe(here.cookie);
    expect((await call(test.app, 'GET', '/session', here)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', elsewhere)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/resumes', rotated)).statusCode).toBe(200);
    // The new session's CSRF token is the one answered: the old one no longer works.
    expect((await call(test.app, 'DELETE', '/session', { cookie: rotated.cookie, csrfToken: here.csrfToken })).statusCode).toBe(403);
    expect((await signInRequest(test.app, 'changer@example.com', PASSWORD)).statusCode).toBe(401);
    await signIn(test.app, 'changer@example.com', NEW_PASSWORD);
    expect(await auditActions(test.app)).toEqual(expect.arrayContaining(['password.refused', 'password.change']));
  });

  it('lists a user\'s own live sessions with time, address and browser, and ends the one chosen', async () => {
    await createStaff(test.app, 'traveller@example.com', ['editor']);
    const signInFrom = async (userAgent: string, remoteAddress: string) => {
      const response = await signInRequest(test.app, 'traveller@example.com', PASSWORD, { headers: { 'user-agent': userAgent }, remoteAddress });
      return sessionOf(response);
    };
    const desk = await signInFrom(CHROME_ON_WINDOWS, '203.0.113.7');
    test.clock.advanceMinutes(5);
    const phone = await signInFrom(SAFARI_ON_IPHONE, '198.51.100.23');

    const listed = await call(test.app, 'GET', '/account/sessions', desk);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    const deskRow = sessions.find((row) => row.current)!;
    const phoneRow = sessions.find((row) => !row.current)!;
    expect(deskRow).toMatchObject({ address: '203.0.113.7', browser: 'Chrome 131', os: 'Windows 10', userAgent: CHROME_ON_WINDOWS });
    expect(phoneRow).toMatchObject({ address: '198.51.100.23', browser: 'Safari 17', os: 'iOS 17' });
    expect(Date.parse(phoneRow.signedInAt as string) - Date.parse(deskRow.signedInAt as string)).toBe(5 * 60_000);
    // Another user's sessions are not theirs to see.
    expect((await call(test.app, 'GET', '/account/sessions', admin)).json().map((row: { id: string }) => row.id)).not.toContain(phoneRow.id);
    expect((await call(test.app, 'DELETE', `/account/sessions/${String(phoneRow.id)}`, admin)).statusCode).toBe(404);

    const ended = await call(test.app, 'DELETE', `/account/sessions/${String(phoneRow.id)}`, desk);
    expect(ended.json()).toEqual({ current: false });
    expect((await call(test.app, 'GET', '/session', phone)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', desk)).statusCode).toBe(200);

    const self = await call(test.app, 'DELETE', `/account/sessions/${String(deskRow.id)}`, desk);
    expect(self.json()).toEqual({ current: true });
    expect((await call(test.app, 'GET', '/session', desk)).statusCode).toBe(401);
  });

  it('writes a session\'s last-seen time at most once a minute while nothing else in it changes', async () => {
    await createStaff(test.app, 'busy@example.com', ['editor']);
    const session = await signIn(test.app, 'busy@example.com');
    const { user_id } = await test.app.db.selectFrom('staff_user').select('user_id').where('email', '=', 'busy@example.com').executeTakeFirstOrThrow();
    /** A request of the session, and the last-seen time stored after it. */
    const lastSeenAfterRequest = async () => {
      expect((await call(test.app, 'GET', '/session', session)).statusCode).toBe(200);
      const row = await test.app.db.selectFrom('staff_session').select('last_seen_at').where('user_id', '=', user_id).executeTakeFirstOrThrow();
      return Date.parse(row.last_seen_at);
    };
    const signedIn = await lastSeenAfterRequest();
    test.clock.advanceMinutes(0.5);
    expect(await lastSeenAfterRequest()).toBe(signedIn);
    test.clock.advanceMinutes(0.6);
    expect(await lastSeenAfterRequest()).toBe(signedIn + 66_000);
  });

  it('lets only admins manage staff, and only with the session\'s CSRF token', async () => {
    await createStaff(test.app, 'seller@example.com', ['sales']);
    const seller = await signIn(test.app, 'seller@example.com');
    const refused = await call(test.app, 'POST', '/staff-accounts', seller, { displayName: 'X', email: 'x@example.com', roles: ['admin'] });
    expect(refused.statusCode).toBe(403);
    const { id } = await accountOf('seller@example.com');
    expect((await call(test.app, 'PUT', `/staff-accounts/${id}`, seller, { roles: ['admin'] })).statusCode).toBe(403);
    expect((await call(test.app, 'GET', '/staff-accounts', seller)).statusCode).toBe(403);

    const noToken = await call(test.app, 'POST', '/staff-accounts', { cookie: admin.cookie }, { displayName: 'Y', email: 'y@example.com', roles: ['editor'] });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().msg).toBe('页面已过期，请刷新后重试');
    expect((await call(test.app, 'POST', `/staff-accounts/${id}/disable`, { cookie: admin.cookie, csrfToken: seller.csrfToken })).statusCode).toBe(403);
    const password = await call(test.app, 'PUT', '/account/password', { cookie: seller.cookie }, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(password.statusCode).toBe(403);
    expect(await accountOf('seller@example.com')).toMatchObject({ state: 'active' });
    expect((await accounts()).map((account) => account.email)).not.toContain('x@example.com');
    await signIn(test.app, 'seller@example.com');
  });
});
