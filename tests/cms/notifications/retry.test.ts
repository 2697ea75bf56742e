import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { auditActions, call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { startMailServer, type MailServer } from '../../support/mailServer';
import { notificationSettings, submitLead } from '../../support/notifyingApp';

const RETRY_BASE_MS = 150;

describe.each(ENGINES)('notification retries on %s', (engine) => {
  let mail: MailServer;
  let test: StaffTestApp;

  beforeEach(async () => {
    mail = await startMailServer();
    test = await startStaffApp(engine, { notifications: notificationSettings(mail.url, { retryBaseMs: RETRY_BASE_MS }) });
  });
  afterEach(async () => {
    await test.close();
    await mail.close();
  });

  it('retries a refused mail with a doubling wait, shows the failure to admins, and delivers it once the server recovers', async () => {
    await createStaff(test.app, 'admin@example.com', ['admin']);
    const admin = await signIn(test.app, 'admin@example.com');
    mail.failing(true);
    const id = await submitLead(test.app);

    // The second attempt starts only after the first failure was written.
    await mail.refusals(2);
    const listed = await call(test.app, 'GET', '/notifications?sort=["id","DESC"]&range=[0,9]', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toBe('notifications 0-0/1');
    const [failing] = listed.json();
    expect(failing).toMatchObject({ kind: 'lead', submissionId: id, sentAt: null });
    expect(failing.attempts).toBeGreaterThanOrEqual(1);
    expect(failing.lastError).toContain('451');
    expect(await auditActions(test.app)).toContain('notification.list');

    const [first, second, third] = await mail.refusals(3);
    expect(second! - first!).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    mail.failing(false);

    await mail.messages(1);
    // One worker sends in order, so a later lead's mail arriving means the first one's send was recorded.
    await submitLead(test.app, { companyName: '第二家公司' });
    await mail.messages(2);
    expect(mail.received.map((m) => m.subject)).toEqual([expect.stringContaining(`#${id} `), expect.stringContaining('第二家公司')]);
    const row = await test.app.db.selectFrom('notification_outbox').selectAll().orderBy('notification_id').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBeGreaterThanOrEqual(4);
    expect(row.last_error).toContain('451');
  });

  it('lets only admins read the notifications', async () => {
    await createStaff(test.app, 'sales@example.com', ['sales']);
    const sales = await signIn(test.app, 'sales@example.com');
    expect((await call(test.app, 'GET', '/notifications', sales)).statusCode).toBe(403);
  });
});


describe.each(ENGINES)('a retry waiting while other rows are sent, on %s', (engine) => {
  // Long enough that the second lead's pass surely runs before the first mail's retry is due.
  const SLOW_RETRY_MS = 1_500;
  let mail: MailServer;
  let test: StaffTestApp;

  beforeEach(async () => {
    mail = await startMailServer();
    test = await startStaffApp(engine, { notifications: notificationSettings(mail.url, { retryBaseMs: SLOW_RETRY_MS }) });
  });
  afterEach(async () => {
    await test.close();
    await mail.close();
  });

  it('keeps its retry due when a later submission is sent first, rather than waiting for the next poll (an hour here)', async () => {
    mail.failing(true);
    const first = await submitLead(test.app);
    await mail.refusals(1);
    mail.failing(false);
    await submitLead(test.app, { companyName: '第二家公司' });
    await mail.messages(1);
    expect(mail.received[0]!.subject).toContain('第二家公司');
    // Sent by the retry's own wake-up: no poll comes within the test's time.
    await mail.messages(2);
    expect(mail.received[1]!.subject).toContain(`#${first} `);
  });
});
