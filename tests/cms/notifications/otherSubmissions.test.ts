import { afterEach, describe, expect, it } from 'vitest';
import { deleteSubmissions } from '../../../cms/privacy/personalData';
import { API_BASE_PATH } from '../../../contract/api';
import { validLead } from '../../support/leadFixture';
import { brochureFileId } from '../../support/openApi';
import { chineseResumeDocx } from '../../support/resumeFiles';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';
import { startMailServer, type MailServer } from '../../support/mailServer';
import { HR, notificationSettings, PUBLIC_URL, SALES, submitLead } from '../../support/notifyingApp';

describe.each(ENGINES)('resume and download request notifications on %s', (engine) => {
  let mail: MailServer;
  let test: TestApp;

  afterEach(async () => {
    await test.close();
    await mail.close();
  });

  it('mails a resume to HR without its file and a download request to sales, in English when told so', async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { notifications: notificationSettings(mail.url, {
      salesMailbox: { address: SALES, language: 'en' },
      hrMailbox: { address: HR, language: 'en' },
    }) });
    const origin = await test.app.listen({ port: 0, host: '127.0.0.1' });

    const form = new FormData();
    for (const [name, value] of Object.entries({ name: '李雷', phone: '13812345678', email: 'li.lei@example.com', privacyConsent: 'true' })) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(await chineseResumeDocx())]), '李雷-简历.docx');
    const resume = await fetch(`${origin}${API_BASE_PATH}/job/resume/add`, { method: 'POST', body: form });
    expect(resume.status).toBe(200);
    const { resumeId } = ((await resume.json()) as { data: { resumeId: number } }).data;
    const [resumeMail] = await mail.messages(1);
    expect(resumeMail!.to).toMatchObject({ value: [{ address: HR }] });
    expect(resumeMail!.subject).toBe(`New job application #${resumeId} · 李雷`);
    expect(resumeMail!.text).toContain('E-mail: li.lei@example.com');
    expect(resumeMail!.text).toContain('File name: 李雷-简历.docx');
    expect(resumeMail!.text).toContain(`${PUBLIC_URL}/admin/resumes/${resumeId}`);
    expect(resumeMail!.attachments).toEqual([]);

    const fileId = await brochureFileId(test.app);
    const download = await test.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/customersDownload/add`,
      payload: { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', fileId, privacyConsent: true },
    });
    expect(download.statusCode).toBe(200);
    const messages = await mail.messages(2);
    expect(messages[1]!.to).toMatchObject({ value: [{ address: SALES }] });
    expect(messages[1]!.subject).toMatch(/^New brochure download request #\d+ · 东方制造$/);
    expect(messages[1]!.text).toContain('Company: 东方制造');
  });

  it('writes no mail when the mailbox it would go to is not configured', async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { seed: undefined, notifications: notificationSettings(mail.url, { salesMailbox: undefined }) });
    await submitLead(test.app);
    expect(await test.app.db.selectFrom('potential_customer').select('customers_id').execute()).toHaveLength(1);
    expect(await test.app.db.selectFrom('notification_outbox').selectAll().execute()).toEqual([]);
  });

  it("deletes a lead's mail with the lead (its subject and body repeat the visitor's fields)", async () => {
    mail = await startMailServer();
    // No SMTP: the worker does not run, so the mail waits in the outbox.
    test = await startTestApp(engine, { seed: undefined, notifications: notificationSettings(undefined) });
    const kept = await submitLead(test.app, { customersPhone: '13900000001' });
    const deleted = await submitLead(test.app, { customersPhone: '13900000002' });
    const outbox = () => test.app.db.selectFrom('notification_outbox').select('submission_id').execute();
    expect((await outbox()).map((row) => row.submission_id).sort()).toEqual([kept, deleted].sort());

    await deleteSubmissions(test.app.db, { leadIds: [deleted], downloadRequestIds: [], resumeIds: [] });
    expect(await outbox()).toEqual([{ submission_id: kept }]);
  });

  it('stores a lead only with its mail: when the mail cannot be written the lead is not kept', async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { seed: undefined, notifications: notificationSettings(mail.url) });
    await test.app.db.schema.dropTable('notification_outbox').execute();
    const response = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: validLead });
    expect(response.statusCode).toBe(500);
    expect(await test.app.db.selectFrom('potential_customer').select('customers_id').execute()).toEqual([]);
  });
});
