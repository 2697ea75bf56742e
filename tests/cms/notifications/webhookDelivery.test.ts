import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../../cms/notifications/notificationSettings';
import { validLead } from '../../support/leadFixture';
import { ENGINES } from '../../support/testApp';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { notificationSettings, submitLead } from '../../support/notifyingApp';
import { startWebhookReceiver, type ReceiverAnswer, type WebhookReceiver } from '../../support/webhookReceiver';

const RETRY_BASE_MS = 100;

describe.each(ENGINES)('lead webhooks on %s', (engine) => {
  let test: StaffTestApp;
  let admin: SignedIn;
  let receivers: WebhookReceiver[] = [];

  /** A CMS without SMTP: webhooks leave through the outbox all the same, mail rows wait. */
  async function start(overrides: Partial<NotificationSettings> = {}) {
    test = await startStaffApp(engine, { notifications: notificationSettings(undefined, { retryBaseMs: RETRY_BASE_MS, ...overrides }) });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    admin = await signIn(test.app, 'admin@example.com');
  }

  async function receiver(answers: ReceiverAnswer[] = []) {
    const started = await startWebhookReceiver(answers);
    receivers.push(started);
    return started;
  }

  async function register(url: string): Promise<{ id: number; secret: string }> {
    const response = await call(test.app, 'POST', '/webhooks', admin, { url, description: 'CRM' });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const webhookRows = () =>
    test.app.db.selectFrom('notification_outbox').selectAll().where('channel', '=', 'webhook').orderBy('notification_id').execute();

  afterEach(async () => {
    await test.close();
    await Promise.all(receivers.map((r) => r.close()));
    receivers = [];
  });

  it('delivers a new lead signed as Standard Webhooks says, with the same webhook-id on the retry after a 500', async () => {
    await start();
    const crm = await receiver([500]);
    const { secret } = await register(crm.url);
    const id = await submitLead(test.app, { source: '/en-US/solution' });

    const [refused, accepted] = await crm.deliveries(2);
    const verifier = new Webhook(secret);
    // The consent is a condition of the submission, kept with the row, not one of the lead's fields.
    const { privacyConsent: _consent, ...submitted } = validLead;
    for (const delivery of [refused!, accepted!]) {
      expect(delivery.headers['content-type']).toBe('application/json');
      const payload = verifier.verify(delivery.body, delivery.headers as Record<string, string>);
      expect(payload).toEqual({
        type: 'lead.created',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { id, ...submitted, source: '/en-US/solution', language: 'zh' },
      });
    }
    const [row] = await webhookRows();
    expect(refused!.headers['webhook-id']).toBe(String(row!.notification_id));
    expect(accepted!.headers['webhook-id']).toBe(refused!.headers['webhook-id']);
    // The body is the same bytes each time; only the timestamp and signature are made anew.
    expect(accepted!.body).toBe(refused!.body);

    // One worker sends in order: a later lead's delivery arriving means the first one's success was recorded.
    await submitLead(test.app, { companyName: '第二家公司' });
    await crm.deliveries(3);
    const listed = await call(test.app, 'GET', '/notifications?sort=["id","ASC"]', admin);
    const deliveries = listed.json().filter((n: { channel: string }) => n.channel === 'webhook');
    expect(deliveries[0]).toMatchObject({ kind: 'lead', submissionId: id, channel: 'webhook', target: crm.url, attempts: 2 });
    expect(deliveries[0].sentAt).not.toBeNull();
    expect(deliveries[0].lastError).toContain('500');
    // The mail about each lead was written beside its delivery, for SMTP to send once configured.
    expect(listed.json().filter((n: { channel: string }) => n.channel === 'mail')).toHaveLength(2);
  });

  it('delivers nothing to a disabled endpoint: no row is written for it', async () => {
    await start();
    const enabled = await receiver();
    const disabled = await receiver();
    const kept = await register(enabled.url);
    const off = await register(disabled.url);
    const change = await call(test.app, 'PUT', `/webhooks/${off.id}`, admin, { url: disabled.url, description: 'CRM', enabled: false });
    expect(change.json()).toMatchObject({ id: off.id, enabled: false });

    const id = await submitLead(test.app);
    await enabled.deliveries(1);
    expect((await webhookRows()).map((row) => [row.webhook_id, row.submission_id])).toEqual([[kept.id, id]]);
    // Closing waits for the worker's pass under way: anything sent to the disabled endpoint would have arrived.
    await test.app.close();
    expect(disabled.received).toEqual([]);
  });

  it('retries an endpoint that does not answer in time, and keeps the failure for admins to see', async () => {
    await start({ webhookTimeoutMs: 300 });
    const crm = await receiver(['hang']);
    await register(crm.url);
    await submitLead(test.app);

    const [first, second] = await crm.deliveries(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    // A later lead's delivery arriving means the retry's success was recorded.
    await submitLead(test.app, { companyName: '第二家公司' });
    await crm.deliveries(3);
    const [row] = await webhookRows();
    expect(row).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/timeout/i) });
    expect(row!.sent_at).not.toBeNull();
  });

  it('drops the deliveries still waiting for an endpoint when it is removed', async () => {
    await start();
    const crm = await receiver([500, 500, 500, 500, 500, 500]);
    const { id } = await register(crm.url);
    await submitLead(test.app);
    await crm.deliveries(1);
    expect(await webhookRows()).toHaveLength(1);

    expect((await call(test.app, 'DELETE', `/webhooks/${id}`, admin)).statusCode).toBe(200);
    expect(await webhookRows()).toEqual([]);
  });
});
