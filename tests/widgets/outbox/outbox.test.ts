// @vitest-environment jsdom
/**
 * The outbox against a real CMS: a submission made while the CMS is down is kept in the
 * browser with its Idempotency-Key and delivered exactly once when the CMS is back. jsdom has
 * no IndexedDB, so the resume path runs here through an injected storage and against IndexedDB
 * in the real-Chromium end-to-end test (tests/e2e/widgets.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCmsApi } from '../../../widgets/shared/cmsApi';
import { createLocalStorageLeads, createMemoryStorage, createOutbox, type OutboxEvent, type StoredDelivery } from '../../../widgets/shared/outbox';
import { runExclusive } from '../../../widgets/shared/outbox/lock';
import { validLead } from '../../support/leadFixture';
import { englishResumePdf } from '../../support/resumeFiles';
import { startRestartableCms, type RestartableCms } from './restartableCms';

const leadStorageKey = (origin: string) => `cmsw-outbox:${origin}`;

describe('outbox', () => {
  let cms: RestartableCms;

  const leadRows = () => cms.app.db.selectFrom('potential_customer').selectAll().where('company_name', 'like', 'Outbox %').execute();
  const lead = (company: string) => ({ ...validLead, companyName: `Outbox ${company}` });

  beforeAll(async () => {
    cms = await startRestartableCms({ corsOrigins: [window.location.origin] });
  });
  afterAll(() => cms?.close());
  beforeEach(() => window.localStorage.clear());
  afterEach(async () => {
    if (!cms.running) await cms.start();
  });

  it('sends at once when the CMS is up, with an Idempotency-Key, and keeps nothing', async () => {
    const outbox = createOutbox(createCmsApi(cms.origin));
    const result = await outbox.deliver({ kind: 'lead', body: lead('at once') }, { language: 'en' });
    expect(result).toEqual({ status: 'answered', envelope: { code: 0, msg: 'Submitted successfully', data: { customersId: expect.any(Number) } } });
    const keys = await cms.app.db.selectFrom('idempotency_record').select('idempotency_key').where('route', '=', 'potentialCustomers/add').execute();
    expect(keys.map((row) => row.idempotency_key)).toContainEqual(expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));
    expect(await outbox.pending()).toBe(0);
    expect(window.localStorage.getItem(leadStorageKey(cms.origin))).toBeNull();
  });

  it('answers a refusal (non-zero code) as it came, without keeping it', async () => {
    const outbox = createOutbox(createCmsApi(cms.origin));
    const result = await outbox.deliver({ kind: 'lead', body: { ...lead('refused'), customersPhone: '123' } }, { language: 'zh' });
    expect(result).toMatchObject({ status: 'answered', envelope: { code: 400, msg: '手机号格式不正确' } });
    expect(await outbox.pending()).toBe(0);
  });

  it('keeps a lead made while the CMS is down, across a reload, and sends it once when the CMS is back', async () => {
    const api = createCmsApi(cms.origin);
    const events: OutboxEvent[] = [];
    await cms.stop();

    const before = createOutbox(api);
    before.subscribe((event) => events.push(event));
    expect(await before.deliver({ kind: 'lead', body: lead('offline') }, { language: 'zh' })).toEqual({ status: 'queued' });
    const stored = JSON.parse(window.localStorage.getItem(leadStorageKey(cms.origin)) ?? '[]') as StoredDelivery[];
    expect(stored).toEqual([expect.objectContaining({ kind: 'lead', key: expect.any(String), body: lead('offline') })]);
    expect(events).toEqual([{ type: 'queued', kind: 'lead', key: stored[0]!.key }]);

    // Still down: a flush keeps it.
    await before.flush();
    expect(await before.pending()).toBe(1);

    // "Reload": a new outbox on the same localStorage, the CMS back on the same data and port.
    await cms.start();
    const after = createOutbox(api);
    after.subscribe((event) => events.push(event));
    expect(await after.pending()).toBe(1);
    await Promise.all([after.flush(), after.flush()]);
    await after.flush();

    const rows = await leadRows().then((all) => all.filter((row) => row.company_name === 'Outbox offline'));
    expect(rows).toHaveLength(1);
    expect(await after.pending()).toBe(0);
    expect(window.localStorage.getItem(leadStorageKey(cms.origin))).toBeNull();
    const record = await cms.app.db
      .selectFrom('idempotency_record')
      .select('idempotency_key')
      .where('idempotency_key', '=', stored[0]!.key)
      .executeTakeFirst();
    expect(record, 'the retry carried the key of the first attempt').toBeDefined();
    expect(events.at(-1)).toMatchObject({ type: 'delivered', kind: 'lead', key: stored[0]!.key, envelope: { code: 0 } });
  });

  it('sends the same submission once even when two tabs flush copies of it at the same moment', async () => {
    await cms.stop();
    const first = createMemoryStorage();
    const outbox = createOutbox(createCmsApi(cms.origin), first);
    expect((await outbox.deliver({ kind: 'lead', body: lead('two tabs') }, { language: 'zh' })).status).toBe('queued');
    const [entry] = await first.list();
    const second = createMemoryStorage();
    await second.put(entry!);
    await cms.start();

    // Two storages holding the same entry (two tabs whose flush lock failed): both send it.
    const tabA = createOutbox(createCmsApi(cms.origin), first);
    const tabB = createOutbox(createCmsApi(cms.origin), second);
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(await leadRows().then((all) => all.filter((row) => row.company_name === 'Outbox two tabs'))).toHaveLength(1);
    expect([await tabA.pending(), await tabB.pending()]).toEqual([0, 0]);
  });

  it('keeps a resume with its file in the injected storage and uploads it, file and all, when the CMS is back', async () => {
    const storage = createMemoryStorage();
    const api = createCmsApi(cms.origin);
    const pdf = await englishResumePdf();
    const file = new File([new Uint8Array(pdf)], 'jane-smith.pdf', { type: 'application/pdf' });
    const fields = { name: 'Outbox Resume', phone: '13912345678', email: 'outbox.resume@example.com', privacyConsent: 'true' };
    await cms.stop();

    expect(await createOutbox(api, storage).deliver({ kind: 'resume', fields, file }, { language: 'en' })).toEqual({ status: 'queued' });
    const [entry] = await storage.list();
    expect(entry).toMatchObject({ kind: 'resume', fields, fileName: 'jane-smith.pdf' });
    expect(entry?.kind === 'resume' ? entry.file.size : 0).toBe(pdf.byteLength);

    await cms.start();
    await createOutbox(api, storage).flush();
    const rows = await cms.app.db.selectFrom('resume').selectAll().where('email', '=', fields.email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Outbox Resume', original_file_name: 'jane-smith.pdf', file_format: 'pdf', size_bytes: pdf.byteLength });
    expect(await storage.list()).toEqual([]);
  });

  it('stores leads in localStorage as one JSON list, oldest first, and ignores what it cannot read', async () => {
    const storage = createLocalStorageLeads('test-leads', window.localStorage);
    await storage.put({ kind: 'lead', key: 'b', language: 'zh', createdAt: 2, body: { n: 2 } });
    await storage.put({ kind: 'lead', key: 'a', language: 'en', createdAt: 1, body: { n: 1 } });
    expect((await storage.list()).map((entry) => entry.key)).toEqual(['a', 'b']);
    await storage.remove('a');
    expect((await storage.list()).map((entry) => entry.key)).toEqual(['b']);
    window.localStorage.setItem('test-leads', '{not json');
    expect(await storage.list()).toEqual([]);
  });
});

describe('outbox against a CMS answering 5xx and 429', () => {
  let server: http.Server;
  let origin: string;
  let status = 503;
  let received = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      // Submissions only: each is preceded by a request for its proof-of-work challenge.
      if (request.method === 'POST') received += 1;
      request.resume();
      request.on('end', () => {
        response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        response.end(JSON.stringify({ code: status, msg: `status ${status}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('queues on a 5xx, keeps the entry while the CMS rate-limits, and removes it on any answer', async () => {
    const storage = createMemoryStorage();
    const outbox = createOutbox(createCmsApi(origin), storage);
    status = 503;
    expect(await outbox.deliver({ kind: 'lead', body: validLead }, { language: 'zh' })).toEqual({ status: 'queued' });
    status = 429;
    await outbox.flush();
    expect(await outbox.pending()).toBe(1);
    status = 400;
    received = 0;
    await outbox.flush();
    expect(received).toBe(1);
    expect(await outbox.pending()).toBe(0);
  });
});

describe('flush lock without the Web Locks API', () => {
  beforeEach(() => window.localStorage.clear());

  it('lets one tab flush at a time through a lease in localStorage, and takes over an expired lease', async () => {
    expect('locks' in navigator).toBe(false);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let acquired!: () => void;
    const inside = new Promise<void>((resolve) => {
      acquired = resolve;
    });
    const first = runExclusive('test-lock', () => {
      acquired();
      return held;
    });
    // The first tab holds the lease once its work has started.
    await inside;
    expect(await runExclusive('test-lock', async () => {})).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await runExclusive('test-lock', async () => {})).toBe(true);

    window.localStorage.setItem('test-lock:lease', JSON.stringify({ owner: 'closed tab', expires: Date.now() - 1 }));
    expect(await runExclusive('test-lock', async () => {})).toBe(true);
  });
});
