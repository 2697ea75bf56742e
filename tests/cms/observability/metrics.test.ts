import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { failBackupRun, finishBackupRun, startBackupRun } from '../../../cms/backup/backupRuns';
import { readMetricsSettings } from '../../../cms/observability/metricsAccess';
import type { AppOptions } from '../../../cms/app';
import { validLead } from '../../support/leadFixture';
import { notificationSettings, submitLead } from '../../support/notifyingApp';
import { parsePrometheusText, valueOf, type Sample } from '../../support/prometheusText';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhookReceiver';

const TOKEN = 'metrics-token-for-the-tests-0123';
const LEAD_ROUTE = '/cms/open/api/potentialCustomers/add';

describe.each(ENGINES)('the metrics on %s', (engine) => {
  let test: StaffTestApp | undefined;
  let crm: WebhookReceiver | undefined;
  afterEach(async () => {
    await test?.close();
    await crm?.close();
    test = crm = undefined;
  });

  async function start(options: Partial<AppOptions> = {}) {
    // No SMTP: mail rows wait in the outbox; a failed webhook is retried only after an hour.
    test = await startStaffApp(engine, {
      metrics: readMetricsSettings({ METRICS_TOKEN: TOKEN }),
      notifications: notificationSettings(undefined, { retryBaseMs: 3_600_000 }),
      ...options,
    });
    return test;
  }

  async function scrape(): Promise<Sample[]> {
    const response = await test!.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return parsePrometheusText(response.body);
  }

  it('counts requests by route pattern and status, and submissions by kind and outcome', async () => {
    const { app } = await start();
    await submitLead(app);
    const refused = await app.inject({ method: 'POST', url: LEAD_ROUTE, payload: { ...validLead, customersPhone: '12' } });
    expect(refused.statusCode).toBe(400);
    const once = { method: 'POST' as const, url: LEAD_ROUTE, headers: { 'idempotency-key': 'metrics-replay-1' }, payload: { ...validLead, companyName: '重放公司' } };
    expect((await app.inject(once)).statusCode).toBe(200);
    expect((await app.inject(once)).statusCode).toBe(200);
    const download = await app.inject({ method: 'POST', url: '/cms/open/api/customersDownload/add', payload: {} });
    expect(download.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/cms/open/api/articleDetails/987654' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no/such/address' })).statusCode).toBe(404);

    const samples = await scrape();
    expect(valueOf(samples, 'submissions_total', { kind: 'lead', outcome: 'accepted' })).toBe(2);
    expect(valueOf(samples, 'submissions_total', { kind: 'lead', outcome: 'refused' })).toBe(1);
    expect(valueOf(samples, 'submissions_total', { kind: 'lead', outcome: 'replayed' })).toBe(1);
    expect(valueOf(samples, 'submissions_total', { kind: 'download_request', outcome: 'refused' })).toBe(1);
    expect(valueOf(samples, 'submissions_total', { kind: 'resume', outcome: 'accepted' })).toBe(0);

    const requests = (route: string, status: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { route, status_code: status });
    expect(requests(LEAD_ROUTE, '200')).toBe(3);
    expect(requests(LEAD_ROUTE, '400')).toBe(1);
    // The pattern, not the address: one series for every article id.
    expect(requests('/cms/open/api/articleDetails/:id', '404')).toBe(1);
    expect(requests('unmatched', '404')).toBe(1);
    expect(samples.some((sample) => sample.labels.route?.includes('987654') || sample.labels.route?.includes('/no/such'))).toBe(false);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { route: LEAD_ROUTE, status_code: '200', le: '+Inf' })).toBe(3);
  });

  it('shows the outbox depth and the failed delivery of a webhook that refused', async () => {
    const { app } = await start();
    crm = await startWebhookReceiver([500]);
    await createStaff(app, 'admin@example.com', ['admin']);
    const admin = await signIn(app, 'admin@example.com');
    expect((await call(app, 'POST', '/webhooks', admin, { url: crm.url, description: 'CRM' })).statusCode).toBe(201);

    await submitLead(app);
    await crm.deliveries(1);
    // The failure is recorded once the worker has marked the row for a retry.
    await expect.poll(async () => valueOf(await scrape(), 'notification_delivery_attempts_total', { channel: 'webhook', outcome: 'failed' })).toBe(1);
    const samples = await scrape();
    expect(valueOf(samples, 'notification_delivery_attempts_total', { channel: 'webhook', outcome: 'sent' })).toBe(0);
    expect(valueOf(samples, 'notification_outbox_depth', { channel: 'webhook', state: 'retrying' })).toBe(1);
    // The mail about the lead waits for SMTP, never tried.
    expect(valueOf(samples, 'notification_outbox_depth', { channel: 'mail', state: 'new' })).toBe(1);
  });

  it('records each publish with its outcome and duration', async () => {
    let fail = false;
    const { app } = await start({
      publishDebounceMs: 1,
      publisher: async (report) => {
        report({ phase: 'html' });
        await new Promise((resolve) => setImmediate(resolve));
        if (fail) throw new Error('the build failed');
        return { release: 'r1', built: true };
      },
    });
    app.publishing!.request();
    await app.publishing!.idle();
    fail = true;
    app.publishing!.request();
    await app.publishing!.idle();

    const samples = await scrape();
    expect(valueOf(samples, 'publish_duration_seconds_count', { outcome: 'live' })).toBe(1);
    expect(valueOf(samples, 'publish_duration_seconds_count', { outcome: 'failed' })).toBe(1);
    expect(valueOf(samples, 'publish_duration_seconds_sum', { outcome: 'live' })).toBeGreaterThan(0);
  });

  it('exposes the last backup that ended well once there is one, the pool on PostgreSQL and the event-loop lag', async () => {
    const { app } = await start();
    const before = await scrape();
    expect(before.some((sample) => sample.name.startsWith('backup_last_'))).toBe(false);
    expect(before.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);

    // As `npm run backup` records its run, in the database every instance reads.
    const good = await startBackupRun(app.db, { trigger: 'command', startedAt: new Date('2026-05-04T03:00:00.000Z') });
    await finishBackupRun(app.db, good!, { finishedAt: new Date('2026-05-04T03:02:01.000Z'), bytes: 123_456_789, location: 'cms-good.cmsbackup' });
    const failed = await startBackupRun(app.db, { trigger: 'command', startedAt: new Date('2026-05-05T03:00:00.000Z') });
    await failBackupRun(app.db, failed!, { finishedAt: new Date('2026-05-05T03:00:05.000Z'), error: 'disk full' });
    const after = await scrape();
    expect(valueOf(after, 'backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-05-04T03:02:01.000Z') / 1000);
    expect(valueOf(after, 'backup_last_size_bytes')).toBe(123_456_789);

    if (engine === 'sqlite') {
      expect(after.filter((sample) => sample.name.startsWith('db_pool_'))).toEqual([]);
      return;
    }
    expect(valueOf(after, 'db_pool_max_connections')).toBe(10);
    expect(valueOf(after, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    // Twelve slow queries take the ten connections; two wait for one.
    const slow = Array.from({ length: 12 }, () => sql`select pg_sleep(3)`.execute(app.db));
    await expect.poll(async () => valueOf(await scrape(), 'db_pool_waiting_queries'), { timeout: 2_500, interval: 20 }).toBeGreaterThanOrEqual(2);
    expect(valueOf(await scrape(), 'db_pool_connections')).toBe(10);
    await Promise.all(slow);
    await expect.poll(async () => valueOf(await scrape(), 'db_pool_idle_connections')).toBeGreaterThanOrEqual(9);
  });
});
