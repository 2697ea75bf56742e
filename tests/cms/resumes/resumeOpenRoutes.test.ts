import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH as API } from '../../../contract/api';
import { RESUME_MAX_BYTES } from '../../../contract/resumeFormats';
import { chineseResumeDocx, englishResumePdf, windowsExecutable, linuxExecutable } from '../../support/resumeFiles';
import { sendResume, type ResumeUpload } from '../../support/resumeUpload';
import { ENGINES, filesIn, startTestApp, type TestApp } from '../../support/testApp';

describe.each(ENGINES)('resumes on %s', (engine) => {
  let test: TestApp;
  let origin: string;
  let pdf: Uint8Array;
  let docx: Uint8Array;

  const send = (call: 'add' | 'parse', upload: ResumeUpload, query = '') => sendResume(origin, call, upload, query);
  const resumeFiles = () => filesIn(test.app.storage.resumesDir);
  const fields = { name: 'Jane Smith', phone: '13812345678', email: 'jane.smith@example.com', privacyConsent: 'true' };

  beforeAll(async () => {
    test = await startTestApp(engine);
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    pdf = await englishResumePdf();
    docx = await chineseResumeDocx();
  });
  afterAll(() => test.close());

  it('parses name, phone and e-mail from a real PDF and a real DOCX resume, storing nothing', async () => {
    const fromPdf = await send('parse', { file: { name: 'resume.pdf', bytes: pdf } });
    expect(fromPdf.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: { name: 'Jane Smith', phone: '13912345678', email: 'jane.smith@example.com' },
    });
    const fromDocx = await send('parse', { file: { name: '简历.docx', bytes: docx } });
    expect(fromDocx.body.data).toEqual({ name: '李明', phone: '13800138000', email: 'liming@example.com' });
    expect(await resumeFiles()).toEqual([]);
  });

  it('answers empty fields for a resume without contact details', async () => {
    const text = new TextEncoder().encode('Objective: a role in warehouse automation.\nSkills: PLC, WMS.');
    const answer = await send('parse', { file: { name: 'cv.txl', bytes: text } });
    expect(answer.body.data).toEqual({ name: '', phone: '', email: '' });
  });

  it('stores a submission with its file under a generated name, outside anything served', async () => {
    const jobs = await test.app.inject({ method: 'GET', url: `${API}/job/list?pageSize=1` });
    const jobId = String(jobs.json().rows[0].jobId);
    const answer = await send('add', { fields: { ...fields, jobId }, file: { name: '../../../etc/passwd.pdf', bytes: pdf } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg: '提交成功', data: { resumeId: expect.any(Number) } });

    const row = await test.app.db
      .selectFrom('resume')
      .selectAll()
      .where('resume_id', '=', Number(answer.body.data?.resumeId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Jane Smith', phone: '13812345678', job_id: Number(jobId), file_format: 'pdf', original_file_name: 'passwd.pdf' });
    expect(row.stored_file_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await resumeFiles()).toContain(row.stored_file_name);
    const stored = await import('node:fs/promises').then((fs) => fs.readFile(`${test.app.storage.resumesDir}/${row.stored_file_name}`));
    expect(Buffer.compare(stored, Buffer.from(pdf))).toBe(0);

    for (const attempt of [`/resumes/${row.stored_file_name}`, `/cms/static/..%2fresumes%2f${row.stored_file_name}`, `/cms/static/%2e%2e/resumes/${row.stored_file_name}`]) {
      const served = await fetch(`${origin}${attempt}`);
      expect([403, 404]).toContain(served.status);
      expect((await served.json()).code).toBe(served.status);
    }
  });

  it('stores a DOCX submission once when retried with one Idempotency-Key', async () => {
    const before = await resumeFiles();
    const headers = { 'idempotency-key': `resume-${engine}-${Date.now()}` };
    const upload = { fields, file: { name: 'cv.docx', bytes: docx }, headers };
    const first = await send('add', upload);
    const second = await send('add', upload);
    expect(first.body.code).toBe(0);
    expect(second.body).toEqual(first.body);
    expect((await resumeFiles()).length).toBe(before.length + 1);
  });

  it('refuses an executable renamed .pdf, and keeps nothing', async () => {
    const before = await resumeFiles();
    const answer = await send('add', { fields, file: { name: 'resume.pdf', bytes: windowsExecutable() } });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ code: 415, msg: '文件内容与扩展名不符，请上传真实的简历文件', field: 'file' });
    expect((await send('parse', { file: { name: 'resume.txt', bytes: linuxExecutable() } })).status).toBe(415);
    expect(await resumeFiles()).toEqual(before);
  });

  it('refuses a format the resume call does not accept, in the visitor’s language', async () => {
    const answer = await send('add', { fields, file: { name: 'resume.exe', bytes: pdf } }, '?language=en');
    expect(answer.status).toBe(415);
    expect(answer.body.msg).toMatch(/^Unsupported file format/);
  });

  it('refuses a file over 10 MB with 413 and says the limit, keeping nothing', async () => {
    const before = await resumeFiles();
    const oversize = new Uint8Array(RESUME_MAX_BYTES + 1024);
    oversize.set(new TextEncoder().encode('%PDF-1.7\n'));
    const answer = await send('add', { fields, file: { name: 'big.pdf', bytes: oversize } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 413, msg: '文件过大，简历文件不能超过 10 MB', field: 'file' });
    expect(await resumeFiles()).toEqual(before);
  });

  it('validates the form fields with their messages and keeps nothing', async () => {
    const before = await resumeFiles();
    const noName = await send('add', { fields: { ...fields, name: '' }, file: { name: 'cv.pdf', bytes: pdf } });
    expect(noName.body).toEqual({ code: 400, msg: '请填写姓名', field: 'name' });
    const badMail = await send('add', { fields: { ...fields, email: 'jane' }, file: { name: 'cv.pdf', bytes: pdf } }, '?language=en');
    expect(badMail.body).toEqual({ code: 400, msg: 'The email format is incorrect', field: 'email' });
    const noFile = await send('add', { fields });
    expect(noFile.body).toEqual({ code: 400, msg: '请上传简历文件', field: 'file' });
    const unknownJob = await send('add', { fields: { ...fields, jobId: '999999' }, file: { name: 'cv.pdf', bytes: pdf } });
    expect(unknownJob.status).toBe(404);
    expect(await resumeFiles()).toEqual(before);
  });

  it('answers 415 to a resume call that is not multipart', async () => {
    const response = await test.app.inject({ method: 'POST', url: `${API}/job/resume/add`, payload: fields });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(415);
  });
});
