import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { formatMessage } from '../../../contract/messages';
import { startMailServer, type MailServer } from '../../support/mailServer';
import { HR, notificationSettings } from '../../support/notifyingApp';
import { abroadResumePdf, ABROAD_APPLICANT } from '../../support/resumeFiles';
import { sendResume } from '../../support/resumeUpload';
import { ENGINES, filesIn, startTestApp, type TestApp } from '../../support/testApp';

describe.each(ENGINES)('resumes from abroad on %s', (engine) => {
  let mail: MailServer;
  let test: TestApp;
  let origin: string;
  let pdf: Uint8Array;
  let englishJobId: string;

  const fields = () => ({ ...ABROAD_APPLICANT, privacyConsent: 'true', jobId: englishJobId });
  const file = () => ({ name: 'JB-Lefebvre-CV.pdf', bytes: pdf, type: 'application/pdf' });
  const resumeFiles = () => filesIn(test.app.storage.resumesDir);
  const rowsOf = (email: string) => test.app.db.selectFrom('resume').selectAll().where('email', '=', email).orderBy('resume_id').execute();

  beforeAll(async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { notifications: notificationSettings(mail.url, { hrMailbox: { address: HR, language: 'en' } }) });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    pdf = await abroadResumePdf();
    const jobs = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/job/list?pageSize=1&language=en` });
    englishJobId = String(jobs.json().rows[0].jobId);
  });
  afterAll(async () => {
    await test.close();
    await mail.close();
  });

  it('stores a resume sent in English with an international number and a long name, as typed, and mails it to HR so', async () => {
    const answer = await sendResume(origin, 'add', { fields: fields(), file: file() }, '?language=en');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg: 'Submitted successfully', data: { resumeId: expect.any(Number) } });

    const [row] = await rowsOf(ABROAD_APPLICANT.email);
    expect(row).toMatchObject({
      resume_id: answer.body.data?.resumeId,
      name: ABROAD_APPLICANT.name,
      phone: ABROAD_APPLICANT.phone,
      job_id: Number(englishJobId),
      language: 'en',
      file_format: 'pdf',
      original_file_name: 'JB-Lefebvre-CV.pdf',
    });
    expect(await resumeFiles()).toContain(row!.stored_file_name);

    const [message] = await mail.messages(1);
    expect(message!.subject).toBe(`New job application #${row!.resume_id} · ${ABROAD_APPLICANT.name}`);
    expect(message!.text).toContain(`Phone: ${ABROAD_APPLICANT.phone}`);
  });

  it('takes the language from Accept-Language when the call names none, as the leads do', async () => {
    const email = 'jb.accept-language@example.co.uk';
    const answer = await sendResume(origin, 'add', { fields: { ...fields(), email }, file: file(), headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(answer.body.code).toBe(0);
    expect(await rowsOf(email)).toMatchObject([{ phone: ABROAD_APPLICANT.phone, language: 'en' }]);
  });

  it('refuses the same resume sent in Chinese with the mobile number message, keeping nothing', async () => {
    const before = await resumeFiles();
    const email = 'jb.chinese@example.co.uk';
    for (const query of ['?language=zh', '']) {
      const answer = await sendResume(origin, 'add', { fields: { ...fields(), email }, file: file() }, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: formatMessage('zh', 'phoneInvalid'), field: 'phone' });
      expect(answer.body.msg).toBe('手机号格式不正确');
    }
    expect(await rowsOf(email)).toEqual([]);
    expect(await resumeFiles()).toEqual(before);
  });

  it('reads the number from abroad out of the real PDF, as written, storing nothing', async () => {
    const before = await resumeFiles();
    const answer = await sendResume(origin, 'parse', { file: file() }, '?language=en');
    expect(answer.body).toEqual({ code: 0, msg: 'Success', data: ABROAD_APPLICANT });
    expect(await resumeFiles()).toEqual(before);
  });

  it('refuses in English what is no telephone number, with the telephone message', async () => {
    const answer = await sendResume(origin, 'add', { fields: { ...fields(), phone: 'call me after 6' }, file: file() }, '?language=en');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: formatMessage('en', 'telephoneInvalid'), field: 'phone' });
  });
});
