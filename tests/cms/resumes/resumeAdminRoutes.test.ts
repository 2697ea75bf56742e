import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResumeInboxItem, ResumeInboxRecord, ResumeNote } from '../../../contract/entities/resumeInbox';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { uploadResume } from '../../support/openApi';
import { abroadResumePdf, ABROAD_APPLICANT, chineseResumeDocx, englishResumePdf } from '../../support/resumeFiles';
import { sendResume } from '../../support/resumeUpload';
import { ENGINES, filesIn } from '../../support/testApp';
import { auditRows, listParams } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { storedResumeName } from '../../support/submissions';

const ROLES = ['admin', 'editor', 'sales', 'hr'] as const;
type Who = 'nobody' | (typeof ROLES)[number];

interface Job {
  jobId: number;
  post: string;
}

describe.each(ENGINES)('the HR inbox on %s', (engine) => {
  let test: StaffTestApp;
  let origin: string;
  let pdf: Uint8Array;
  let docx: Uint8Array;
  let first: Job;
  let second: Job;
  const sessions = {} as Record<(typeof ROLES)[number], SignedIn>;

  const jane = { name: 'Jane Smith', phone: '13812345678', email: 'jane.smith@example.com' };
  const upload = (fileName: string, bytes: Uint8Array, jobId?: number, name = jane.name) =>
    uploadResume(origin, { ...jane, name }, bytes, fileName, jobId);
  const admin = (method: Parameters<typeof call>[1], url: string, session: Partial<SignedIn> = {}, payload?: object) =>
    call(test.app, method, url, session, payload);
  const list = (query: Parameters<typeof listParams>[0], session = sessions.hr) => admin('GET', `/resumes?${listParams(query)}`, session);
  const record = async (id: number) => (await admin('GET', `/resumes/${id}`, sessions.hr)).json<ResumeInboxRecord>();
  const audits = (action: string) => auditRows(test.app, action);
  const storedName = (id: number) => storedResumeName(test.app, id);

  let pdfId: number;
  let docxId: number;
  let openId: number;

  beforeAll(async () => {
    test = await startStaffApp(engine, { seed: loadDemoContent });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    pdf = await englishResumePdf();
    docx = await chineseResumeDocx();
    for (const role of ROLES) await createStaff(test.app, `${role}@example.com`, [role]);
    for (const role of ROLES) sessions[role] = await signIn(test.app, `${role}@example.com`);
    const jobList = await test.app.inject({ method: 'GET', url: '/cms/open/api/job/list?pageSize=2' });
    [first, second] = jobList.json<{ rows: [Job, Job] }>().rows;
    pdfId = await upload('Jane Smith CV.pdf', pdf, first.jobId);
    docxId = await upload('简历.docx', docx, second.jobId, '李明');
    openId = await upload('open application.pdf', pdf, undefined, 'Open Applicant');
  });
  afterAll(() => test.close());
  // Tests move the clock; each role's session is kept in use, as a back office left open would be.
  beforeEach(async () => {
    for (const role of ROLES) expect((await admin('GET', '/session', sessions[role])).statusCode).toBe(200);
  });

  it('lists every resume newest first with its posting title, read mark, stage and Content-Range', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const total = Number((await test.app.db.selectFrom('resume').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const rows = response.json<ResumeInboxItem[]>();
    expect(response.headers['content-range']).toBe(`resumes 0-${rows.length - 1}/${total}`);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.find((row) => row.id === docxId)).toMatchObject({
      jobId: second.jobId,
      jobTitle: second.post,
      name: '李明',
      fileName: '简历.docx',
      fileFormat: 'docx',
      sizeBytes: docx.byteLength,
      stage: 'new',
      readAt: null,
    });
    expect(rows.find((row) => row.id === openId)).toMatchObject({ jobId: null, jobTitle: null });

    const oldestFirst = (await list({ sort: ['id', 'ASC'], range: [0, 0] })).json<ResumeInboxItem[]>();
    expect(oldestFirst).toHaveLength(1);
    expect(oldestFirst[0]?.id).toBe(Math.min(...ids));

    expect((await list({ filter: { stage: 'offered' } })).statusCode).toBe(400);
    expect((await audits('resume.list')).at(-1)).toMatchObject({ actor: 'hr@example.com', client_ip: '127.0.0.1' });
  });

  it('lists the resumes of one posting, of one stage, and of a time range', async () => {
    const perJob = await list({ filter: { jobId: first.jobId } });
    const perJobIds = perJob.json<ResumeInboxItem[]>().map((row) => row.id);
    expect(perJobIds).toContain(pdfId);
    expect(perJobIds).not.toContain(docxId);
    expect(perJob.json<ResumeInboxItem[]>().every((row) => row.jobId === first.jobId && row.jobTitle === first.post)).toBe(true);
    expect(perJob.headers['content-range']).toBe(`resumes 0-${perJobIds.length - 1}/${perJobIds.length}`);
    // A form input's text names the posting as well as a number does.
    expect((await list({ filter: { jobId: String(second.jobId) } })).json<ResumeInboxItem[]>().map((row) => row.id)).toContain(docxId);

    await test.app.db.updateTable('resume').set({ created_at: '2026-01-10T08:00:00.000Z' }).where('resume_id', '=', pdfId).execute();
    await test.app.db.updateTable('resume').set({ created_at: '2026-01-20T08:00:00.000Z' }).where('resume_id', '=', docxId).execute();
    const january = await list({ filter: { createdFrom: '2026-01-10', createdBefore: '2026-01-20T08:00:00Z' } });
    expect(january.json<ResumeInboxItem[]>().map((row) => row.id)).toEqual([pdfId]);
    const fromMidJanuary = await list({ filter: { createdFrom: '2026-01-15', createdBefore: '2026-02-01' } });
    expect(fromMidJanuary.json<ResumeInboxItem[]>().map((row) => row.id)).toEqual([docxId]);
    // The days are the company's: 17:00 UTC on the 10th is 01:00 on the 11th in Beijing.
    await test.app.db.updateTable('resume').set({ created_at: '2026-01-10T17:00:00.000Z' }).where('resume_id', '=', pdfId).execute();
    const onThe11th = await list({ filter: { createdFrom: '2026-01-11', createdBefore: '2026-01-12' } });
    expect(onThe11th.json<ResumeInboxItem[]>().map((row) => row.id)).toEqual([pdfId]);

    const stageId = await upload('stage.pdf', pdf);
    await admin('PUT', `/resumes/${stageId}`, sessions.hr, { stage: 'screening' });
    const screening = (await list({ filter: { stage: 'screening' } })).json<ResumeInboxItem[]>();
    expect(screening.map((row) => row.id)).toContain(stageId);
    expect(screening.every((row) => row.stage === 'screening')).toBe(true);
  });

  it('answers one resume with the applicant, posting, stage, notes and history, marks it read and audits the view', async () => {
    const before = (await list({ filter: { jobId: first.jobId } })).json<ResumeInboxItem[]>().find((row) => row.id === pdfId);
    expect(before?.readAt).toBeNull();
    const response = await admin('GET', `/resumes/${pdfId}`, sessions.hr);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const resume = response.json<ResumeInboxRecord>();
    expect(resume).toMatchObject({
      id: pdfId,
      jobId: first.jobId,
      jobTitle: first.post,
      name: 'Jane Smith',
      phone: '13812345678',
      email: 'jane.smith@example.com',
      fileName: 'Jane Smith CV.pdf',
      stage: 'new',
      clientIp: '127.0.0.1',
      readAt: test.clock.now().toISOString(),
      notes: [],
      history: [],
    });
    test.clock.advanceMinutes(5);
    expect((await record(pdfId)).readAt).toBe(resume.readAt);
    expect((await audits('resume.view')).at(-1)).toMatchObject({ actor: 'hr@example.com', target: `resume:${pdfId}` });
    expect((await admin('GET', '/resumes/999999', sessions.hr)).json()).toEqual({ code: 404, msg: '未找到相关内容' });
  });

  it('moves a resume through the pipeline one stage at a time, with its history, and refuses other moves', async () => {
    const id = await upload('pipeline.pdf', pdf, first.jobId);
    const skip = await admin('PUT', `/resumes/${id}`, sessions.hr, { stage: 'offer' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ code: 409, msg: '简历不能从当前阶段变更为该阶段' });
    expect((await admin('PUT', `/resumes/${id}`, sessions.hr, { stage: 'offered' })).json()).toEqual({ code: 400, msg: '请选择有效的简历阶段', field: 'stage' });

    for (const stage of ['screening', 'interview', 'offer', 'hired'] as const) {
      test.clock.advanceMinutes(5);
      // react-admin sends the whole record back on save.
      const current = await record(id);
      const response = await admin('PUT', `/resumes/${id}`, sessions.hr, { ...current, stage });
      expect(response.statusCode).toBe(200);
      expect(response.json<ResumeInboxRecord>().stage).toBe(stage);
    }
    const hired = await record(id);
    expect(hired.history.map(({ from, to, changedBy }) => ({ from, to, changedBy }))).toEqual([
      { from: 'new', to: 'screening', changedBy: 'hr@example.com' },
      { from: 'screening', to: 'interview', changedBy: 'hr@example.com' },
      { from: 'interview', to: 'offer', changedBy: 'hr@example.com' },
      { from: 'offer', to: 'hired', changedBy: 'hr@example.com' },
    ]);
    // Each move is stamped with the server's clock, which the test moved five minutes between moves.
    const times = hired.history.map((change) => Date.parse(change.changedAt));
    expect(times.slice(1).map((time, index) => time - (times[index] ?? 0))).toEqual([300_000, 300_000, 300_000]);

    // Hired and rejected are final; saving without a change changes nothing.
    expect((await admin('PUT', `/resumes/${id}`, sessions.hr, { stage: 'rejected' })).statusCode).toBe(409);
    expect((await admin('PUT', `/resumes/${id}`, sessions.hr, { stage: 'hired' })).statusCode).toBe(200);
    expect((await record(id)).history).toHaveLength(4);

    const rejectedId = await upload('rejected.pdf', pdf);
    await admin('PUT', `/resumes/${rejectedId}`, sessions.admin, { stage: 'screening' });
    expect((await admin('PUT', `/resumes/${rejectedId}`, sessions.admin, { stage: 'rejected' })).json<ResumeInboxRecord>().history).toEqual([
      expect.objectContaining({ from: 'new', to: 'screening', changedBy: 'admin@example.com' }),
      expect.objectContaining({ from: 'screening', to: 'rejected', changedBy: 'admin@example.com' }),
    ]);
    expect((await admin('PUT', `/resumes/${rejectedId}`, sessions.admin, { stage: 'screening' })).statusCode).toBe(409);

    const moves = (await audits('resume.stage')).map((row) => row.target);
    expect(moves).toEqual(expect.arrayContaining([`resume:${id} offer->hired`, `resume:${rejectedId} screening->rejected`]));
    expect(moves.filter((target) => target.startsWith(`resume:${id} `))).toHaveLength(4);
  });

  it('adds notes with their author and time, oldest first, and refuses an empty or overlong one', async () => {
    const id = await upload('notes.pdf', pdf);
    const first = await admin('POST', `/resumes/${id}/notes`, sessions.hr, { text: '  Strong WMS background.  ' });
    expect(first.statusCode).toBe(200);
    test.clock.advanceMinutes(1);
    const second = await admin('POST', `/resumes/${id}/notes`, sessions.admin, { text: '电话面试已安排' });
    const notes = second.json<ResumeInboxRecord>().notes;
    expect(notes.map(({ author, text }) => ({ author, text }))).toEqual([
      { author: 'hr@example.com', text: 'Strong WMS background.' },
      { author: 'admin@example.com', text: '电话面试已安排' },
    ]);
    const [firstNote, secondNote] = notes as [ResumeNote, ResumeNote];
    expect(Date.parse(secondNote.createdAt) - Date.parse(firstNote.createdAt)).toBe(60_000);

    const empty = await admin('POST', `/resumes/${id}/notes`, sessions.hr, { text: '   ' });
    expect(empty.json()).toMatchObject({ code: 400, msg: '请填写备注内容' });
    const long = await admin('POST', `/resumes/${id}/notes`, sessions.hr, { text: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({ code: 400, msg: '备注不能超过 2000 个字符' });
    expect((await admin('POST', '/resumes/999999/notes', sessions.hr, { text: 'nobody' })).statusCode).toBe(404);
    expect((await record(id)).notes).toHaveLength(2);
    expect((await audits('resume.note')).filter((row) => row.target === `resume:${id}`).map((row) => row.actor)).toEqual(['hr@example.com', 'admin@example.com']);
  });

  it('sends the stored file byte for byte as a download, under a sandboxing policy, and audits it', async () => {
    const response = await admin('GET', `/resumes/${pdfId}/file`, sessions.hr);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, Buffer.from(pdf))).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(pdf.byteLength));
    expect(response.headers['content-disposition']).toBe('attachment; filename="Jane Smith CV.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    // Loads nothing and runs as an opaque origin; only the back office may frame it (the preview).
    expect(response.headers['content-security-policy']).toBe("default-src 'none';sandbox;frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');

    const word = await admin('GET', `/resumes/${docxId}/file`, sessions.admin);
    expect(Buffer.compare(word.rawPayload, Buffer.from(docx))).toBe(0);
    expect(word.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word.headers['content-disposition']).toBe(`attachment; filename="??.docx"; filename*=UTF-8''${encodeURIComponent('简历')}.docx`);

    const downloads = await audits('resume.download');
    expect(downloads.slice(-2)).toEqual([
      { actor: 'hr@example.com', target: `resume:${pdfId} attachment`, client_ip: '127.0.0.1' },
      { actor: 'admin@example.com', target: `resume:${docxId} attachment`, client_ip: '127.0.0.1' },
    ]);
  });

  it('reads the contact from the stored file, for HR to compare with what the applicant typed, and audits it', async () => {
    const word = await admin('GET', `/resumes/${docxId}/contact`, sessions.hr);
    expect(word.statusCode).toBe(200);
    expect(word.json()).toEqual({ name: '李明', phone: '13800138000', email: 'liming@example.com' });
    expect(await record(docxId)).toMatchObject({ name: '李明', phone: jane.phone, email: jane.email });
    expect((await admin('GET', `/resumes/${pdfId}/contact`, sessions.admin)).json()).toMatchObject({ name: 'Jane Smith', phone: '13912345678' });
    expect((await audits('resume.contact')).slice(-2).map((row) => [row.actor, row.target])).toEqual([
      ['hr@example.com', `resume:${docxId}`],
      ['admin@example.com', `resume:${pdfId}`],
    ]);
  });

  it('shows an applicant abroad with the number as typed in the list, the record and the contact read from the file, and finds them by it', async () => {
    const sent = await sendResume(origin, 'add', { fields: { ...ABROAD_APPLICANT, privacyConsent: 'true' }, file: { name: 'cv.pdf', bytes: await abroadResumePdf() } }, '?language=en');
    const id = Number(sent.body.data?.resumeId);
    expect((await list({})).json<ResumeInboxItem[]>().find((row) => row.id === id)).toMatchObject({ ...ABROAD_APPLICANT, language: 'en' });
    expect(await record(id)).toMatchObject(ABROAD_APPLICANT);
    expect((await admin('GET', `/resumes/${id}/contact`, sessions.hr)).json()).toEqual(ABROAD_APPLICANT);
    for (const phone of [ABROAD_APPLICANT.phone, '442079460958']) {
      const found = await admin('GET', `/personal-data?phone=${encodeURIComponent(phone)}`, sessions.admin);
      expect(found.json<{ resumes: Array<{ resume_id: number }> }>().resumes.map((resume) => resume.resume_id)).toEqual([id]);
    }
  });

  it('shows a PDF inline for the preview frame and refuses inline for any other format', async () => {
    const inline = await admin('GET', `/resumes/${pdfId}/file?disposition=inline`, sessions.hr);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toBe('inline; filename="Jane Smith CV.pdf"');
    expect(Buffer.compare(inline.rawPayload, Buffer.from(pdf))).toBe(0);

    const refused = await admin('GET', `/resumes/${docxId}/file?disposition=inline`, sessions.hr);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, msg: '只有 PDF 简历可以在线预览，请下载查看' });
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((await audits('resume.download')).at(-1)?.target).toBe(`resume:${pdfId} inline`);
  });

  it('serves the file from no public address', async () => {
    const name = await storedName(pdfId);
    for (const url of [`/resumes/${name}`, `/cms/static/${name}`, `/cms/static/..%2fresumes%2f${name}`, `/cms/admin/api/resumes/${name}`]) {
      const response = await fetch(`${origin}${url}`);
      // The last is refused before any lookup: a stored name is not a resume's id.
      expect([400, 401, 403, 404]).toContain(response.status);
      expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from('%PDF'))).toBe(false);
    }
  });

  it('refuses every state-changing call without the CSRF token, changing nothing', async () => {
    const id = await upload('csrf.pdf', pdf);
    const { cookie } = sessions.admin;
    for (const [method, url, payload] of [
      ['PUT', `/resumes/${id}`, { stage: 'screening' }],
      ['POST', `/resumes/${id}/notes`, { text: 'forged' }],
      ['DELETE', `/resumes/${id}`, undefined],
    ] as const) {
      const response = await admin(method, url, { cookie }, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '页面已过期，请刷新后重试' });
    }
    expect(await record(id)).toMatchObject({ stage: 'new', notes: [], history: [] });
    expect(await filesIn(test.app.storage.resumesDir)).toContain(await storedName(id));
  });

  it('deletes a resume (admins only) with its notes, history and file', async () => {
    const id = await upload('delete me.pdf', pdf, first.jobId);
    const fileName = await storedName(id);
    await admin('POST', `/resumes/${id}/notes`, sessions.hr, { text: 'to be removed' });
    await admin('PUT', `/resumes/${id}`, sessions.hr, { stage: 'screening' });

    const response = await admin('DELETE', `/resumes/${id}`, sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<ResumeInboxRecord>()).toMatchObject({ id, fileName: 'delete me.pdf', stage: 'screening' });
    expect(await test.app.db.selectFrom('resume').select('resume_id').where('resume_id', '=', id).execute()).toEqual([]);
    expect(await test.app.db.selectFrom('resume_note').select('note_id').where('resume_id', '=', id).execute()).toEqual([]);
    expect(await test.app.db.selectFrom('resume_stage_change').select('change_id').where('resume_id', '=', id).execute()).toEqual([]);
    await expect(fs.stat(path.join(test.app.storage.resumesDir, fileName))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await admin('GET', `/resumes/${id}`, sessions.hr)).statusCode).toBe(404);
    expect((await admin('GET', `/resumes/${id}/file`, sessions.hr)).statusCode).toBe(404);
    expect((await admin('DELETE', `/resumes/${id}`, sessions.admin)).statusCode).toBe(404);
    expect((await audits('resume.delete')).at(-1)).toMatchObject({ actor: 'admin@example.com', target: `resume:${id}` });
  });

  describe('role matrix', () => {
    const hrOnly: Record<Who, number> = { nobody: 401, admin: 200, editor: 403, sales: 403, hr: 200 };
    const calls: Array<{ name: string; expect: Record<Who, number>; send: (session: Partial<SignedIn>, id: number) => ReturnType<typeof admin> }> = [
      { name: 'GET resumes', expect: hrOnly, send: (session) => admin('GET', '/resumes', session) },
      { name: 'GET resumes/:id', expect: hrOnly, send: (session, id) => admin('GET', `/resumes/${id}`, session) },
      { name: 'PUT resumes/:id', expect: hrOnly, send: (session, id) => admin('PUT', `/resumes/${id}`, session, { stage: 'new' }) },
      { name: 'POST resumes/:id/notes', expect: hrOnly, send: (session, id) => admin('POST', `/resumes/${id}/notes`, session, { text: 'seen' }) },
      { name: 'GET resumes/:id/file', expect: hrOnly, send: (session, id) => admin('GET', `/resumes/${id}/file`, session) },
      // A PDF has no preview page: the call is made on the DOCX resume.
      { name: 'GET resumes/:id/preview', expect: hrOnly, send: (session) => admin('GET', `/resumes/${docxId}/preview`, session) },
      {
        name: 'DELETE resumes/:id',
        expect: { nobody: 401, admin: 200, editor: 403, sales: 403, hr: 403 },
        send: (session, id) => admin('DELETE', `/resumes/${id}`, session),
      },
    ];

    for (const row of calls) {
      for (const who of ['nobody', ...ROLES] as Who[]) {
        it(`${row.name} as ${who} answers ${row.expect[who]}`, async () => {
          const id = await upload('matrix.pdf', pdf);
          const response = await row.send(who === 'nobody' ? {} : sessions[who], id);
          expect(response.statusCode).toBe(row.expect[who]);
          if (response.statusCode === 401) expect(response.json()).toEqual({ code: 401, msg: '请先登录' });
          if (response.statusCode === 403) expect(response.json()).toEqual({ code: 403, msg: '当前账号无权执行此操作' });
          // A refused call leaves the resume as it was and its file in place.
          if (response.statusCode !== 200) {
            expect(await record(id)).toMatchObject({ stage: 'new', notes: [], history: [] });
            expect(await filesIn(test.app.storage.resumesDir)).toContain(await storedName(id));
          }
        });
      }
    }
  });
});
