import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLeadNote } from '../../../cms/leads/leadInbox';
import { addResumeNote } from '../../../cms/resumes/resumeNotes';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { englishResumePdf } from '../../support/resumeFiles';
import { ENGINES, filesIn } from '../../support/testApp';
import { addLead, auditRows, staffId } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { brochureFileId, requestDownload, uploadResume } from '../../support/openApi';
import { storedResumeName } from '../../support/submissions';

const ROLES = ['admin', 'editor', 'sales', 'hr'] as const;
const jane = { name: 'Jane Smith', phone: '13812345678', email: 'jane.smith@example.com' };
const other = { name: 'Li Ming', phone: '13700001111', email: 'liming@example.com' };

interface Found {
  leads: Array<{ customers_id: number; customers_phone: string; notes: Array<{ text: string }> }>;
  downloadRequests: Array<{ request_id: number; email: string }>;
  resumes: Array<{ resume_id: number; stored_file_name: string; notes: Array<{ body: string }> }>;
}

describe.each(ENGINES)('personal data of one person (find, export, delete) on %s', (engine) => {
  let test: StaffTestApp;
  const sessions = {} as Record<(typeof ROLES)[number], SignedIn>;
  const ids = { janeLead: 0, janeRequest: 0, janeResume: 0, otherLead: 0, otherRequest: 0, otherResume: 0 };
  const resumeFiles = () => filesIn(path.join(test.dataDir, 'resumes'));

  beforeAll(async () => {
    test = await startStaffApp(engine, { seed: loadDemoContent });
    const origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    for (const role of ROLES) await createStaff(test.app, `${role}@example.com`, [role]);
    for (const role of ROLES) sessions[role] = await signIn(test.app, `${role}@example.com`);
    const pdf = await englishResumePdf();
    const fileId = await brochureFileId(test.app);

    ids.janeLead = await addLead(test.app, '2026-03-01T08:00:00.000Z', { customersPhone: jane.phone });
    await insertLeadNote(test.app.db, { leadId: ids.janeLead, authorId: await staffId(test.app, 'sales@example.com'), text: '已电话联系', now: test.clock.now() });
    // Typed with separators and capitals: found all the same.
    ids.janeRequest = await requestDownload(test.app, { ...jane, phone: '138-1234 5678', email: 'Jane.Smith@Example.com', company: '东方制造' }, fileId);
    ids.janeResume = await uploadResume(origin, jane, pdf);
    await addResumeNote(test.app.db, { resumeId: ids.janeResume, authorUserId: null, author: 'hr@example.com', text: '一面通过', at: test.clock.now() });

    ids.otherLead = await addLead(test.app, '2026-03-01T09:00:00.000Z', { customersPhone: other.phone });
    ids.otherRequest = await requestDownload(test.app, { ...other, company: '西部制造' }, fileId);
    ids.otherResume = await uploadResume(origin, other, pdf);
  });
  afterAll(() => test.close());

  it('finds everything stored under a phone number, however it is typed, with the notes', async () => {
    const response = await call(test.app, 'GET', `/personal-data?phone=${encodeURIComponent('+ (138) 1234-5678')}`, sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const found = response.json<Found>();
    expect(found.leads.map((lead) => lead.customers_id)).toEqual([ids.janeLead]);
    expect(found.leads[0]!.notes.map((note) => note.text)).toEqual(['已电话联系']);
    expect(found.downloadRequests.map((request) => request.request_id)).toEqual([ids.janeRequest]);
    expect(found.resumes.map((resume) => resume.resume_id)).toEqual([ids.janeResume]);
    expect(found.resumes[0]!.notes.map((note) => note.body)).toEqual(['一面通过']);
    expect(await auditRows(test.app, 'personalData.find')).toEqual([
      { actor: 'admin@example.com', target: '{"phone":"13812345678"}', client_ip: '127.0.0.1' },
    ]);
  });

  it('finds by e-mail address whatever its case; leads hold no e-mail address', async () => {
    const response = await call(test.app, 'GET', '/personal-data?email=JANE.SMITH@example.COM', sessions.admin);
    const found = response.json<Found>();
    expect(found.leads).toEqual([]);
    expect(found.downloadRequests.map((request) => request.request_id)).toEqual([ids.janeRequest]);
    expect(found.resumes.map((resume) => resume.resume_id)).toEqual([ids.janeResume]);
    expect((await auditRows(test.app, 'personalData.find')).at(-1)!.target).toBe('{"email":"jane.smith@example.com"}');
  });

  it('exports the same as a JSON attachment that is never cached', async () => {
    const response = await call(test.app, 'GET', `/personal-data/export?phone=${jane.phone}`, sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="personal-data-2026-03-02.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const exported = response.json<Found & { query: object }>();
    const found = (await call(test.app, 'GET', `/personal-data?phone=${jane.phone}`, sessions.admin)).json<Found>();
    expect(exported).toMatchObject({ query: { phone: jane.phone }, ...found });
    expect(await auditRows(test.app, 'personalData.export')).toEqual([
      { actor: 'admin@example.com', target: '{"phone":"13812345678"}', client_ip: '127.0.0.1' },
    ]);
  });

  it('refuses a call naming neither or both identifiers, or a phone number without enough digits', async () => {
    for (const query of ['', `?phone=${jane.phone}&email=${jane.email}`, '?phone=12-34', '?email=not-an-address']) {
      expect((await call(test.app, 'GET', `/personal-data${query}`, sessions.admin)).statusCode).toBe(400);
    }
  });

  it('is for admins only: 403 for sales, HR and editors, 401 signed out', async () => {
    const calls = [
      ['GET', `/personal-data?phone=${jane.phone}`],
      ['GET', `/personal-data/export?phone=${jane.phone}`],
      ['DELETE', `/personal-data?phone=${jane.phone}`],
    ] as const;
    for (const [method, url] of calls) {
      for (const role of ['editor', 'sales', 'hr'] as const) expect((await call(test.app, method, url, sessions[role])).statusCode).toBe(403);
      expect((await call(test.app, method, url)).statusCode).toBe(401);
    }
    const found = (await call(test.app, 'GET', `/personal-data?phone=${jane.phone}`, sessions.admin)).json<Found>();
    expect(found.resumes).toHaveLength(1);
  });

  it('refuses a deletion without the CSRF token and deletes nothing', async () => {
    const response = await call(test.app, 'DELETE', `/personal-data?phone=${jane.phone}`, { cookie: sessions.admin.cookie });
    expect(response.statusCode).toBe(403);
    const found = (await call(test.app, 'GET', `/personal-data?phone=${jane.phone}`, sessions.admin)).json<Found>();
    expect([found.leads.length, found.downloadRequests.length, found.resumes.length]).toEqual([1, 1, 1]);
  });

  it('deletes everything under a phone number, rows, notes and resume file, and keeps the rest', async () => {
    const janeFile = await storedResumeName(test.app, ids.janeResume);
    const otherFile = await storedResumeName(test.app, ids.otherResume);
    expect(await resumeFiles()).toEqual(expect.arrayContaining([janeFile, otherFile]));

    const response = await call(test.app, 'DELETE', `/personal-data?phone=${jane.phone}`, sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ leads: 1, downloadRequests: 1, resumes: 1 });

    const db = test.app.db;
    expect((await db.selectFrom('potential_customer').select('customers_id').execute()).map((row) => row.customers_id)).toEqual([ids.otherLead]);
    expect(await db.selectFrom('lead_note').selectAll().execute()).toEqual([]);
    expect((await db.selectFrom('download_request').select('request_id').execute()).map((row) => row.request_id)).toEqual([ids.otherRequest]);
    expect((await db.selectFrom('resume').select('resume_id').execute()).map((row) => row.resume_id)).toEqual([ids.otherResume]);
    expect(await db.selectFrom('resume_note').selectAll().execute()).toEqual([]);
    expect(await resumeFiles()).toEqual([otherFile]);
    expect(await auditRows(test.app, 'personalData.delete')).toEqual([
      { actor: 'admin@example.com', target: '{"phone":"13812345678","deleted":{"leads":1,"downloadRequests":1,"resumes":1}}', client_ip: '127.0.0.1' },
    ]);
  });

  it('deletes by e-mail address, and answers zero counts once nothing is left', async () => {
    const byEmail = await call(test.app, 'DELETE', `/personal-data?email=${other.email.toUpperCase()}`, sessions.admin);
    expect(byEmail.json()).toEqual({ leads: 0, downloadRequests: 1, resumes: 1 });
    expect(await resumeFiles()).toEqual([]);
    const again = await call(test.app, 'DELETE', `/personal-data?email=${other.email}`, sessions.admin);
    expect(again.json()).toEqual({ leads: 0, downloadRequests: 0, resumes: 0 });
    expect((await auditRows(test.app, 'personalData.delete')).map((row) => row.target)).toEqual([
      '{"phone":"13812345678","deleted":{"leads":1,"downloadRequests":1,"resumes":1}}',
      '{"email":"liming@example.com","deleted":{"leads":0,"downloadRequests":1,"resumes":1}}',
      '{"email":"liming@example.com","deleted":{"leads":0,"downloadRequests":0,"resumes":0}}',
    ]);
  });
});
