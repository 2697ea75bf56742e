import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDownloadRequest } from '../../../cms/downloads/downloadRequests';
import { ENGINES } from '../../support/testApp';
import { addBrochure, auditRows, listParams } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('sales inbox: download requests on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  const files: number[] = [];
  const ids: number[] = [];

  const list = async (params: Parameters<typeof listParams>[0]) => {
    const response = await call(test.app, 'GET', `/download-requests?${listParams(params)}`, sales);
    expect(response.statusCode).toBe(200);
    return { ids: (response.json() as Array<{ id: number }>).map((row) => row.id), range: response.headers['content-range'] };
  };

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    sales = await signIn(test.app, 'sales@example.com');
    for (const title of ['四向穿梭车产品手册', 'Stacker crane brochure']) files.push(await addBrochure(test.app, title));
    const requests = [
      { fileId: files[0]!, language: 'zh', createdAt: '2026-03-01T08:00:00.000Z' },
      { fileId: files[1]!, language: 'en', createdAt: '2026-03-02T08:00:00.000Z' },
      { fileId: files[0]!, language: 'zh', createdAt: '2026-03-03T08:00:00.000Z' },
    ] as const;
    for (const request of requests) {
      const contact = { name: '李经理', phone: '13912345678', company: '华东物流', email: 'li@example.com', fileId: request.fileId };
      await insertDownloadRequest(test.app.db, contact, { language: request.language, clientIp: '203.0.113.9', createdAt: request.createdAt, privacyNoticeVersion: '2026-11-01' });
    }
    const rows = await test.app.db.selectFrom('download_request').select('request_id').orderBy('request_id').execute();
    ids.push(...rows.map((row) => row.request_id));
  });
  afterAll(() => test.close());

  it('lists newest first with the brochure title, unread and new, with Content-Range', async () => {
    const response = await call(test.app, 'GET', '/download-requests', sales);
    expect(response.headers['content-range']).toBe('download-requests 0-2/3');
    const rows = response.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(rows[1]).toEqual({
      id: ids[1],
      createdAt: '2026-03-02T08:00:00.000Z',
      name: '李经理',
      phone: '13912345678',
      company: '华东物流',
      email: 'li@example.com',
      fileId: files[1],
      fileTitle: 'Stacker crane brochure',
      language: 'en',
      clientIp: '203.0.113.9',
      status: 'new',
      readAt: null,
    });
  });

  it('pages, sorts and filters by brochure, language, status and dates', async () => {
    expect(await list({ range: [1, 1] })).toEqual({ ids: [ids[1]], range: 'download-requests 1-1/3' });
    expect((await list({ sort: ['createdAt', 'ASC'] })).ids).toEqual(ids);
    expect((await list({ filter: { fileId: files[0] } })).ids).toEqual([ids[2], ids[0]]);
    expect((await list({ filter: { language: 'en' } })).ids).toEqual([ids[1]]);
    expect((await list({ filter: { status: 'new', createdFrom: '2026-03-02', createdTo: '2026-03-02' } })).ids).toEqual([ids[1]]);
    expect((await call(test.app, 'GET', `/download-requests?filter=${encodeURIComponent('{"brochure":1}')}`, sales)).statusCode).toBe(400);
  });

  it('sets the status, refusing an unknown one, and audits the change', async () => {
    const record = (await call(test.app, 'GET', `/download-requests/${ids[1]}`, sales)).json();
    const saved = await call(test.app, 'PUT', `/download-requests/${ids[1]}`, sales, { ...record, status: 'contacted', name: '改名' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: ids[1], status: 'contacted', name: '李经理' });
    expect((await list({ filter: { status: 'contacted' } })).ids).toEqual([ids[1]]);
    expect((await call(test.app, 'PUT', `/download-requests/${ids[1]}`, sales, { status: 'won' })).statusCode).toBe(400);
    expect((await call(test.app, 'PUT', '/download-requests/999999', sales, { status: 'spam' })).statusCode).toBe(404);
    expect((await call(test.app, 'PUT', `/download-requests/${ids[1]}`, sales, { status: 'new' })).json().status).toBe('new');
    expect((await auditRows(test.app, 'download-request.update')).at(-1)).toEqual({ actor: 'sales@example.com', target: `download-request:${ids[1]}`, client_ip: '127.0.0.1' });
  });

  it('marks a request read when opened, keeping the first time, and audits reads', async () => {
    const opened = await call(test.app, 'GET', `/download-requests/${ids[0]}`, sales);
    expect(opened.statusCode).toBe(200);
    const firstRead = test.clock.now().toISOString();
    expect(opened.json()).toMatchObject({ id: ids[0], fileTitle: '四向穿梭车产品手册', readAt: firstRead });
    test.clock.advanceMinutes(10);
    expect((await call(test.app, 'GET', `/download-requests/${ids[0]}`, sales)).json().readAt).toBe(firstRead);
    const rows = (await call(test.app, 'GET', '/download-requests', sales)).json() as Array<{ id: number; readAt: string | null }>;
    expect(rows.filter((row) => row.readAt !== null).map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect((await call(test.app, 'GET', '/download-requests/999999', sales)).statusCode).toBe(404);

    expect((await auditRows(test.app, 'download-request.read')).at(-1)).toEqual({ actor: 'sales@example.com', target: `download-request:${ids[0]}`, client_ip: '127.0.0.1' });
    expect((await auditRows(test.app, 'download-request.list')).at(-1)).toEqual({ actor: 'sales@example.com', target: '{}', client_ip: '127.0.0.1' });
  });
});
