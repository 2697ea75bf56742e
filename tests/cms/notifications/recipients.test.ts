import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { abroadLead } from '../../support/leadFixture';
import { brochureFileId, requestDownload } from '../../support/openApi';
import { chineseResumeDocx } from '../../support/resumeFiles';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';
import { addressOf, startMailServer, type MailServer } from '../../support/mailServer';
import { HR, notificationSettings, PUBLIC_URL, SALES, submitLead } from '../../support/notifyingApp';
import { insertServiceLocation } from '../../support/serviceLocationRow';

describe.each(ENGINES)('mail in its recipient language on %s', (engine) => {
  let mail: MailServer;
  let test: TestApp;

  afterEach(async () => {
    await test.close();
    await mail.close();
  });

  it("writes a lead's mail in English for a location whose mailbox is English, in Chinese for sales", async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { seed: undefined, notifications: notificationSettings(mail.url) });
    await insertServiceLocation(test.app.db, { name: '杭州办事处', province: '浙江省', city: '杭州市', phone: '0571-0000-0000', mailbox: 'hz@example.com', mailboxLanguage: 'en' });

    const english = await submitLead(test.app, { customersAddress: '浙江省/杭州市/西湖区', companyName: '西湖物流' });
    const [toLocation] = await mail.messages(1);
    expect(addressOf(toLocation!)).toBe('hz@example.com');
    expect(toLocation!.subject).toBe(`New consultation request #${english} · 西湖物流`);
    // The labels are the recipient's; the values stay as the visitor wrote them.
    expect(toLocation!.text).toContain('Region: 浙江省/杭州市/西湖区');
    expect(toLocation!.text).toContain('Company: 西湖物流');
    expect(toLocation!.text).toContain(`Open in the back office: ${PUBLIC_URL}/admin/leads/${english}`);

    const chinese = await submitLead(test.app, { customersAddress: '湖北省/武汉市/洪山区', companyName: '光谷仓储' });
    const [, toSales] = await mail.messages(2);
    expect(addressOf(toSales!)).toBe(SALES);
    expect(toSales!.subject).toBe(`新的咨询线索 #${chinese} · 光谷仓储`);
    expect(toSales!.text).toContain('公司: 光谷仓储');
    expect(await test.app.db.selectFrom('notification_outbox').select(['target', 'language']).orderBy('notification_id').execute()).toEqual([
      { target: 'hz@example.com', language: 'en' },
      { target: SALES, language: 'zh' },
    ]);
  });

  it('routes an English lead from China by its province, and a lead from abroad to the sales mailbox', async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { seed: undefined, notifications: notificationSettings(mail.url) });
    await insertServiceLocation(test.app.db, { name: '深圳办事处', province: '广东省', city: '深圳市', phone: '0755-0000-0000', mailbox: 'sz@example.com', mailboxLanguage: 'zh' });

    const fromShenzhen = await submitLead(test.app, { ...abroadLead, customersAddress: 'China/Guangdong/Shenzhen' }, 'en');
    const [toLocation] = await mail.messages(1);
    expect(addressOf(toLocation!)).toBe('sz@example.com');
    expect(toLocation!.subject).toBe(`新的咨询线索 #${fromShenzhen} · Northern Pallet Logistics Ltd`);
    expect(toLocation!.text).toContain('地区: China/Guangdong/Shenzhen');

    const fromLondon = await submitLead(test.app, { ...abroadLead, customersAddress: 'United Kingdom/London' }, 'en');
    const [, toSales] = await mail.messages(2);
    expect(addressOf(toSales!)).toBe(SALES);
    expect(toSales!.subject).toBe(`新的咨询线索 #${fromLondon} · Northern Pallet Logistics Ltd`);
    expect(toSales!.text).toContain('地区: United Kingdom/London');
    expect(await test.app.db.selectFrom('notification_outbox').select('target').orderBy('notification_id').execute()).toEqual([
      { target: 'sz@example.com' },
      { target: SALES },
    ]);
  });

  it("sends a job's resumes to the recruiter it names, in the recruiter's language, and other resumes to HR", async () => {
    mail = await startMailServer();
    // The demo content names a recruiter on one job.
    test = await startTestApp(engine, { notifications: notificationSettings(mail.url) });
    const job = await test.app.db
      .selectFrom('job')
      .select(['job_id', 'recruiter_mailbox', 'recruiter_language'])
      .where('recruiter_mailbox', 'is not', null)
      .executeTakeFirstOrThrow();
    const otherJob = await test.app.db.selectFrom('job').select('job_id').where('recruiter_mailbox', 'is', null).executeTakeFirstOrThrow();
    const origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const apply = async (jobId: number) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ name: '李雷', phone: '13812345678', email: 'li.lei@example.com', jobId: String(jobId), privacyConsent: 'true' })) {
        form.append(name, value);
      }
      form.append('file', new Blob([new Uint8Array(await chineseResumeDocx())]), '李雷-简历.docx');
      const response = await fetch(`${origin}${API_BASE_PATH}/job/resume/add`, { method: 'POST', body: form });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { resumeId: number } }).data.resumeId;
    };

    const toRecruiter = await apply(job.job_id);
    const [recruiterMail] = await mail.messages(1);
    expect(addressOf(recruiterMail!)).toBe(job.recruiter_mailbox);
    expect(job.recruiter_language).toBe('en');
    expect(recruiterMail!.subject).toBe(`New job application #${toRecruiter} · 李雷`);
    expect(recruiterMail!.text).toContain(`Job id: ${job.job_id}`);
    // The English recruiter reads the job's English post.
    const english = await test.app.db.selectFrom('job_i18n').select('post').where('job_id', '=', job.job_id).where('language', '=', 'en').executeTakeFirstOrThrow();
    expect(recruiterMail!.text).toContain(`Job id: ${job.job_id}\nJob: ${english.post}\n`);
    expect(recruiterMail!.text).toContain(`${PUBLIC_URL}/admin/resumes/${toRecruiter}`);
    expect(recruiterMail!.attachments).toEqual([]);

    const toHr = await apply(otherJob.job_id);
    const [, hrMail] = await mail.messages(2);
    expect(addressOf(hrMail!)).toBe(HR);
    expect(hrMail!.subject).toBe(`新的简历投递 #${toHr} · 李雷`);
    const chinese = await test.app.db.selectFrom('job').select('post').where('job_id', '=', otherJob.job_id).executeTakeFirstOrThrow();
    expect(hrMail!.text).toContain(`职位: ${chinese.post}\n`);
  });

  it('links a download request to its page in the back office', async () => {
    mail = await startMailServer();
    test = await startTestApp(engine, { notifications: notificationSettings(mail.url) });
    const requestId = await requestDownload(test.app, { name: '赵敏', phone: '13600001111', email: 'zhao@example.cn', company: '东方制造' }, await brochureFileId(test.app));
    const [message] = await mail.messages(1);
    expect(message!.text).toContain(`在后台查看：${PUBLIC_URL}/admin/download-requests/${requestId}`);
  });
});
