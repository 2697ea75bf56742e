import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../../cms/notifications/notificationSettings';
import { enqueueStaffNotice } from '../../../cms/notifications/staffNotice';
import type { RobotVendor } from '../../../cms/notifications/robotVendor';
import { validLead } from '../../support/leadFixture';
import { notificationSettings, PUBLIC_URL, submitLead } from '../../support/notifyingApp';
import { startRobotReceiver, type RobotAnswer, type RobotReceiver } from '../../support/robotReceiver';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

const RETRY_BASE_MS = 100;
const SECRET = 'SEC0123456789abcdef+/=';

/** The text a message shows, whatever the vendor's format. */
function messageText(vendor: RobotVendor, message: Record<string, unknown>): string {
  return vendor === 'feishu' ? JSON.stringify(message.card) : JSON.stringify(message);
}

describe.each(ENGINES)('group robots on %s', (engine) => {
  let test: StaffTestApp;
  let admin: SignedIn;
  let receivers: RobotReceiver[] = [];

  async function start(overrides: Partial<NotificationSettings> = {}) {
    test = await startStaffApp(engine, { notifications: notificationSettings(undefined, { retryBaseMs: RETRY_BASE_MS, ...overrides }) });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    admin = await signIn(test.app, 'admin@example.com');
  }

  async function receiver(vendor: RobotVendor, options: { secret?: string; answers?: RobotAnswer[] } = {}) {
    const started = await startRobotReceiver(vendor, options);
    receivers.push(started);
    return started;
  }

  async function addRobot(vendor: RobotVendor, webhookUrl: string, extra: object = {}): Promise<{ id: number }> {
    const response = await call(test.app, 'POST', '/robots', admin, { name: `${vendor} sales`, vendor, webhookUrl, submissionKinds: ['lead'], ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const robotRows = () => test.app.db.selectFrom('notification_outbox').selectAll().where('channel', '=', 'robot').orderBy('notification_id').execute();

  afterEach(async () => {
    await test.close();
    await Promise.all(receivers.map((r) => r.close()));
    receivers = [];
  });

  const VENDORS = ['wecom', 'feishu', 'dingtalk'] as const;

  it('sends a new lead to a WeCom, a Feishu and a DingTalk robot, each signed as its vendor says, without the visitor\'s contact details', async () => {
    await start();
    const robots = await Promise.all(VENDORS.map(async (vendor) => {
      const secret = vendor === 'wecom' ? undefined : SECRET;
      const platform = await receiver(vendor, { secret });
      return { vendor, secret, platform, ...(await addRobot(vendor, platform.url, { secret })) };
    }));
    const leadId = await submitLead(test.app);

    for (const { vendor, secret, platform, id: robotId } of robots) {
      const [delivery] = await platform.deliveries(1);
      expect(delivery!.answered).toBe('ok');
      const text = messageText(vendor, delivery!.message);
      for (const shown of [validLead.companyName, validLead.industry, validLead.customersAddress, `${PUBLIC_URL}/admin/leads/${leadId}`, `#${leadId}`]) {
        expect(text).toContain(shown);
      }
      for (const hidden of [validLead.customersPhone, validLead.customersName, validLead.demand]) expect(text).not.toContain(hidden);
      // The secret is written once and never answered again.
      const read = await call(test.app, 'GET', `/robots/${robotId}`, admin);
      expect(read.json()).toMatchObject({ id: robotId, vendor, hasSecret: secret !== undefined });
      expect(read.body).not.toContain(SECRET);
    }
    // Marked sent once the platform accepted it: a later lead arriving everywhere means the first one's outcomes were recorded.
    await submitLead(test.app, { companyName: '第二家公司' });
    for (const { platform } of robots) await platform.deliveries(2);
    const firstRows = (await robotRows()).filter((row) => row.submission_id === leadId);
    expect(firstRows.map((row) => row.robot_id).sort()).toEqual(robots.map((robot) => robot.id).sort());
    for (const row of firstRows) {
      expect(row).toMatchObject({ attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
    }
  });

  it.each(['feishu', 'dingtalk'] as const)('fails, visibly, a %s message whose signature the platform refuses, and signs with the new secret once it is changed', async (vendor) => {
    await start();
    const platform = await receiver(vendor, { secret: SECRET });
    const robot = await addRobot(vendor, platform.url, { secret: 'SECwrong' });
    await submitLead(test.app);

    const [refused] = await platform.deliveries(1);
    expect(refused!.answered).toBe('signature');
    // The admin corrects the secret; the waiting row's retry is signed with it.
    const change = await call(test.app, 'PUT', `/robots/${robot.id}`, admin, { name: `${vendor} sales`, vendor, webhookUrl: platform.url, secret: SECRET, submissionKinds: ['lead'] });
    expect(change.statusCode, change.body).toBe(200);
    const deliveries = await platform.deliveries(2);
    expect(deliveries.map((d) => d.answered).slice(0, 2)).toContain('ok');
    await submitLead(test.app, { companyName: '第二家公司' });
    await platform.deliveries(deliveries.length + 1);

    const listed = await call(test.app, 'GET', '/notifications?sort=["id","ASC"]', admin);
    const [first] = listed.json().filter((n: { channel: string }) => n.channel === 'robot');
    // HTTP 200 with the vendor's error code is a failure, kept for admins to see.
    expect(first).toMatchObject({ channel: 'robot', target: `${vendor} sales`, lastError: expect.stringContaining(vendor === 'feishu' ? '19021' : '310000') });
    expect(first.attempts).toBeGreaterThanOrEqual(2);
    expect(first.sentAt).not.toBeNull();
  });

  it('retries a message the platform refused with HTTP 200 and its error code', async () => {
    await start();
    const platform = await receiver('wecom', { answers: ['refuse'] });
    await addRobot('wecom', platform.url);
    await submitLead(test.app);
    const [refused, accepted] = await platform.deliveries(2);
    expect([refused!.answered, accepted!.answered]).toEqual(['refused', 'ok']);
    expect(accepted!.message).toEqual(refused!.message);
    await submitLead(test.app, { companyName: '第二家公司' });
    await platform.deliveries(3);
    const [row] = await robotRows();
    expect(row).toMatchObject({ attempts: 2, last_error: expect.stringContaining('45009') });
  });

  it('holds a WeCom robot\'s 21st message of a minute, untried, until a slot frees', async () => {
    await start();
    const platform = await receiver('wecom');
    await addRobot('wecom', platform.url);
    for (let i = 0; i < 21; i += 1) await submitLead(test.app, { companyName: `公司${i}` });
    const delivered = await platform.deliveries(20);
    // The worker records the hold once it finds no slot: the row is let go, due later, untried.
    const held = await vi.waitFor(async () => {
      const unsent = (await robotRows()).filter((row) => row.sent_at === null);
      expect(unsent).toHaveLength(1);
      expect(unsent[0]).toMatchObject({ claimed_until: null, attempts: 0, last_error: null });
      expect(Date.parse(unsent[0]!.next_attempt_at)).toBeGreaterThan(Date.now());
      return unsent;
    }, { timeout: 10_000, interval: 20 });
    expect(platform.received).toHaveLength(20);
    // Due again a minute after the first of the twenty was sent.
    const dueAt = Date.parse(held[0]!.next_attempt_at);
    expect(dueAt).toBeGreaterThanOrEqual(delivered[0]!.at + 60_000 - 1_000);
    expect(dueAt).toBeLessThanOrEqual(delivered[19]!.at + 60_000);
  });

  it('keeps a Feishu robot at five messages a second: the sixth follows a second after the first', async () => {
    await start();
    const platform = await receiver('feishu');
    await addRobot('feishu', platform.url);
    for (let i = 0; i < 6; i += 1) await submitLead(test.app, { companyName: `公司${i}` });
    const deliveries = await platform.deliveries(6);
    expect(deliveries.every((d) => d.answered === 'ok')).toBe(true);
    expect(deliveries[5]!.at - deliveries[0]!.at).toBeGreaterThanOrEqual(1_000 - 50);
    const rows = await robotRows();
    expect(rows.every((row) => row.attempts <= 1 && row.last_error === null)).toBe(true);
  });

  it('carries the visitor\'s phone and name only when an admin chooses so, and records that choice', async () => {
    await start();
    const platform = await receiver('dingtalk');
    await addRobot('dingtalk', platform.url, { fields: ['company', 'contact', 'phone', 'link'] });
    expect(await auditActions(test.app)).toContain('robot.personalData');
    const entry = await test.app.db.selectFrom('audit_log').select('target').where('action', '=', 'robot.personalData').executeTakeFirstOrThrow();
    expect(entry.target).toMatch(/contact,phone$/);
    await submitLead(test.app);
    const [delivery] = await platform.deliveries(1);
    const text = messageText('dingtalk', delivery!.message);
    expect(text).toContain(validLead.customersPhone);
    expect(text).toContain(validLead.customersName);
    // The fields left out stay out: no industry line.
    expect(text).not.toContain('行业');
  });

  it('tells a staff member on their own robot, @-mentioning their mobile, and by e-mail once they have none', async () => {
    await start();
    const platform = await receiver('wecom');
    const robot = await addRobot('wecom', platform.url, { submissionKinds: ['resume'] });
    await createStaff(test.app, 'li@example.com', ['sales'], undefined, '李娜');
    const { user_id: userId } = await test.app.db.selectFrom('staff_user').select('user_id').where('email', '=', 'li@example.com').executeTakeFirstOrThrow();
    const set = await call(test.app, 'PUT', `/staff-accounts/${userId}/channel`, admin, { robotId: robot.id, mention: '139 1234 5678' });
    expect(set.json()).toEqual({ id: userId, robotId: robot.id, mention: '13912345678' });

    const notice = { staffUserId: userId, kind: 'lead' as const, submissionId: 7, subject: '新线索分配给您', text: '线索 #7 已分配给您', link: `${PUBLIC_URL}/admin/leads/7`, language: 'zh' as const, createdAt: new Date().toISOString() };
    expect(await test.app.db.transaction().execute((trx) => enqueueStaffNotice(trx, notice))).toBe('robot');
    test.app.notifications.nudge();
    const [delivery] = await platform.deliveries(1);
    expect(delivery!.message).toMatchObject({ msgtype: 'text', text: { mentioned_mobile_list: ['13912345678'] } });
    expect(JSON.stringify(delivery!.message)).toContain('@李娜');

    await call(test.app, 'PUT', `/staff-accounts/${userId}/channel`, admin, { robotId: null });
    expect(await enqueueStaffNotice(test.app.db, { ...notice, submissionId: 8 })).toBe('mail');
    const mail = await test.app.db.selectFrom('notification_outbox').selectAll().where('channel', '=', 'mail').where('submission_id', '=', 8).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ target: 'li@example.com', subject: '新线索分配给您', kind: 'lead' });
    expect(mail.body).toContain(`${PUBLIC_URL}/admin/leads/7`);
    expect(await auditActions(test.app)).toContain('staff.channel');
  });

  it('sends an admin\'s test message and answers what the platform said when it refuses', async () => {
    await start();
    const platform = await receiver('dingtalk', { secret: SECRET });
    const robot = await addRobot('dingtalk', platform.url, { secret: 'SECwrong' });
    const failed = await call(test.app, 'POST', `/robots/${robot.id}/test`, admin);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().msg).toContain('310000');
    await call(test.app, 'PUT', `/robots/${robot.id}`, admin, { name: 'sales', vendor: 'dingtalk', webhookUrl: platform.url, secret: SECRET, submissionKinds: ['lead'] });
    const sent = await call(test.app, 'POST', `/robots/${robot.id}/test`, admin);
    expect(sent.json()).toEqual({ sent: true });
    expect(platform.received.map((d) => d.answered)).toEqual(['signature', 'ok']);
  });
});
