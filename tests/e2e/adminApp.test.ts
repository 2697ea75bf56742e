/**
 * A visitor's lead and resume, from the built site to the staff who act on them, in Chromium: the
 * visitor sends a lead from the consult dialog on /home and a real PDF resume from /joinUsDetails;
 * each reaches its mailbox through a real SMTP server on loopback, holding the submitted fields
 * and a link into the back office but never the file; a sales user signs in, sees the lead unread,
 * exports the inbox as CSV (read back: byte-order mark, Chinese intact, the status's label and the
 * time in Beijing time, as the list shows it to a browser in California), opens the lead from the
 * mail's link and moves it to Contacted; an HR user on a phone-sized screen opens the resume from
 * its link, sees it in a sandboxed frame and downloads the very file sent; sales is refused the
 * resume by the API (403) and told so by the app. Every page of the back office runs under its
 * strict policy: a style without the nonce would be a console error.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import type { SitePublisher } from '../../cms/publishing/publishQueue';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import { formatCompanyTime } from '../../contract/companyTime';
import { API_BASE_PATH, API_PATHS, REQUEST_TIMEOUT_MS } from '../../contract/api';
import { call, signIn } from '../support/staffApp';
import { readCsv } from '../support/csv';
import { startMailServer, type MailServer } from '../support/mailServer';
import { HR, notificationSettings, PUBLIC_URL, SALES } from '../support/notifyingApp';
import { launchBrowser } from '../support/browser';
import { englishResumePdf } from '../support/resumeFiles';
import { startSiteServer } from '../support/siteServer';
import type { TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { CONSENT, fillConsultDialog, recordErrors, visit } from './support';

const PASSWORD = 'a long enough passphrase';
const APPLICANT = 'Jane Smith';
const UTF8_BOM = [0xef, 0xbb, 0xbf];

describe('a lead and a resume from the site to sales and HR', () => {
  let mail: MailServer;
  let site: TestApp & { origin: string };
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let resumeDir: string;
  let resumePdf: string;
  const company = `智能仓储 ${Date.now()}`;
  const applicantEmail = `jane.${Date.now()}@example.com`;
  /** The back-office addresses the two mails link to, without the public origin. */
  const links = { lead: '', resume: '' };
  let leadId = 0;
  let resumeId = 0;
  /**
   * Stands for the site build behind the Publish button (tests/e2e/publishing.test.ts runs the
   * real one): it reports a phase with pages, then holds until the test has seen them.
   */
  let finishBuild: () => void = () => {};
  const publisher: SitePublisher = async (report) => {
    report({ phase: 'html', pages: { done: 1, total: 2 } });
    await new Promise<void>((resolve) => (finishBuild = resolve));
    return { release: 'release-e2e', built: true };
  };

  beforeAll(async () => {
    mail = await startMailServer();
    site = await startSiteServer({ adminDir: ADMIN_DIR, notifications: notificationSettings(mail.url), publisher });
    await addStaffAccount(site.app.db, { email: 'sales@example.com', password: PASSWORD, roles: ['sales'] }, new Date());
    await addStaffAccount(site.app.db, { email: 'hr@example.com', password: PASSWORD, roles: ['hr'] }, new Date());
    await addStaffAccount(site.app.db, { email: 'editor@example.com', password: PASSWORD, roles: ['editor'] }, new Date());
    resumeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flow-resume-'));
    resumePdf = path.join(resumeDir, 'Jane_Smith_CV.pdf');
    await fs.writeFile(resumePdf, await englishResumePdf());
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await site?.close();
    await mail?.close();
    if (resumeDir) await fs.rm(resumeDir, { recursive: true, force: true });
  });

  /** A fresh browser context signed in through the sign-in page, in Chinese (the default). */
  async function signedIn(email: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ locale: 'zh-CN', acceptDownloads: true, ...options });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await signInToBackOffice(page, errors, site.origin, email, PASSWORD);
    return { page, errors, close: () => context.close() };
  }

  /** The back-office path a mail links to: its text holds `PUBLIC_URL/admin/<resource>/<id>`. */
  function backOfficeLink(message: ParsedMail, resource: string): string {
    const match = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}(/admin/${resource}/(\\d+))`).exec(message.text ?? '');
    if (!match) throw new Error(`the mail "${message.subject}" has no link to /admin/${resource}/<id>:\n${message.text}`);
    return match[1]!;
  }

  it('mails sales the lead sent from /home and HR the resume sent from /joinUsDetails, with links and no file', async () => {
    const job = await site.app.db.selectFrom('job').select('job_id').where('recruiter_mailbox', 'is', null).orderBy('job_id').executeTakeFirstOrThrow();

    const home = await visit(browser, `${site.origin}/home`, { viewport: { width: 1280, height: 900 } });
    try {
      await home.page.getByRole('button', { name: '联系我们' }).click();
      const dialog = home.page.getByRole('dialog', { name: '在线咨询' });
      await fillConsultDialog(dialog, company);
      await dialog.getByRole('button', { name: '确定' }).click();
      await home.page.getByText('提交成功').first().waitFor();
      expect(home.errors).toEqual([]);
    } finally {
      await home.close();
    }

    const careers = await visit(browser, `${site.origin}/joinUsDetails?id=${job.job_id}`, { viewport: { width: 1280, height: 900 } });
    try {
      const field = (name: RegExp) => careers.page.getByRole('textbox', { name });
      await careers.page.locator('input[type="file"]').setInputFiles(resumePdf);
      // A parse is answered within the API clients' timeout: a new parse worker starts in seconds on a busy machine.
      await expect.poll(() => field(/^姓名/).inputValue(), { timeout: REQUEST_TIMEOUT_MS }).toBe(APPLICANT);
      await field(/^邮箱/).fill(applicantEmail);
      await careers.page.getByRole('checkbox', { name: CONSENT.zh }).check();
      const sent = careers.page.waitForResponse((response) => new URL(response.url()).pathname === `${API_BASE_PATH}/${API_PATHS.resumeAdd}`);
      await careers.page.getByRole('button', { name: '提交简历' }).click();
      expect((await sent).status()).toBe(200);
      expect(careers.errors).toEqual([]);
    } finally {
      await careers.close();
    }

    const messages = await mail.messages(2);
    const toSales = messages.find((message) => message.to && JSON.stringify(message.to).includes(SALES));
    const toHr = messages.find((message) => message.to && JSON.stringify(message.to).includes(HR));
    if (!toSales || !toHr) throw new Error(`expected one mail to ${SALES} and one to ${HR}, got: ${messages.map((message) => JSON.stringify(message.to)).join(', ')}`);

    expect(toSales.text).toContain(company);
    expect(toSales.text).toContain('王工');
    expect(toSales.text).toContain('13912345678');
    links.lead = backOfficeLink(toSales, 'leads');
    leadId = Number(links.lead.split('/').pop());
    const lead = await site.app.db.selectFrom('potential_customer').select('customers_id').where('company_name', '=', company).executeTakeFirstOrThrow();
    expect(leadId).toBe(lead.customers_id);

    expect(toHr.text).toContain(APPLICANT);
    expect(toHr.text).toContain(applicantEmail);
    links.resume = backOfficeLink(toHr, 'resumes');
    resumeId = Number(links.resume.split('/').pop());
    const resume = await site.app.db.selectFrom('resume').select(['resume_id', 'job_id']).where('email', '=', applicantEmail).executeTakeFirstOrThrow();
    expect(resumeId).toBe(resume.resume_id);
    expect(resume.job_id).toBe(job.job_id);
    // Personal data stays behind sign-in: the file is never mailed.
    expect(toHr.attachments).toEqual([]);
    expect(toSales.attachments).toEqual([]);
  });

  it('lets sales find the lead unread, export the inbox as CSV, and move the lead to Contacted from its link', async () => {
    expect(leadId, 'the first test delivers the lead').toBeGreaterThan(0);
    // A computer in California: the list and the file still say when it came in Beijing.
    const { page, errors, close } = await signedIn('sales@example.com', { timezoneId: 'America/Los_Angeles' });
    try {
      const { created_at: sentAt } = await site.app.db.selectFrom('potential_customer').select('created_at').where('customers_id', '=', leadId).executeTakeFirstOrThrow();
      await page.getByRole('menuitem', { name: '线索' }).click();
      const row = page.getByRole('row').filter({ hasText: company });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.getByText('未读').count()).toBe(1);
      expect(await row.textContent()).toContain(new Date(sentAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出 CSV' }).click();
      const csv = await download;
      expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await fs.readFile((await csv.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual(UTF8_BOM);
      const exported = readCsv(bytes).find((cells) => cells.includes(company));
      expect(exported).toBeDefined();
      expect(exported).toContain('电芯成品库立体库改造');
      expect(exported?.slice(1, 3)).toEqual([formatCompanyTime(new Date(sentAt), 'Asia/Shanghai'), '新线索']);

      await page.goto(`${site.origin}${links.lead}`);
      await page.getByRole('combobox', { name: '状态' }).click();
      await page.getByRole('option', { name: '已联系' }).click();
      const saved = page.waitForResponse((response) => response.url().endsWith(`${ADMIN_API_BASE_PATH}/leads/${leadId}`) && response.request().method() === 'PUT');
      await page.getByRole('button', { name: '保存' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText('状态：新线索 → 已联系').waitFor();

      const session = await signIn(site.app, 'sales@example.com', PASSWORD);
      const lead = (await call(site.app, 'GET', `/leads/${leadId}`, session)).json();
      expect(lead.status).toBe('contacted');
      expect(lead.history).toEqual([expect.objectContaining({ field: 'status', from: 'new', to: 'contacted', actorEmail: 'sales@example.com' })]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows HR on a 390 px phone the resume from its link in a sandboxed frame, and downloads the file sent', async () => {
    expect(resumeId, 'the first test delivers the resume').toBeGreaterThan(0);
    const { page, errors, close } = await signedIn('hr@example.com', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${site.origin}/admin/resumes`);
      await page.getByRole('link', { name: new RegExp(APPLICANT) }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.goto(`${site.origin}${links.resume}`);
      // The contact read from the file, beside what the applicant typed.
      const parsed = page.getByRole('region', { name: '从文件中读取的联系方式' });
      await expect.poll(() => parsed.textContent()).toContain('13912345678');
      expect(await parsed.textContent()).toContain(APPLICANT);
      const frame = page.getByTitle(`${APPLICANT} 的简历`);
      await frame.waitFor();
      // A PDF is sandboxed by its answer's policy, not by the attribute, under which Chromium's
      // viewer shows an error page instead of the file.
      const inline = await page.request.get(new URL((await frame.getAttribute('src'))!, site.origin).href);
      expect(inline.status()).toBe(200);
      expect(inline.headers()['content-type']).toBe('application/pdf');
      expect(inline.headers()['content-disposition']).toMatch(/^inline/);
      expect(inline.headers()['x-content-type-options']).toBe('nosniff');
      expect(inline.headers()['content-security-policy']).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
      await expect.poll(() => page.frames().some((shown) => shown.url().startsWith('chrome-extension://'))).toBe(true);
      expect(page.frames().map((shown) => shown.url()).filter((url) => url.startsWith('chrome-error:'))).toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: '下载文件' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Jane_Smith_CV.pdf');
      expect(Buffer.compare(await fs.readFile((await file.path())!), await fs.readFile(resumePdf))).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses sales the resume: 403 from the API, a clear message in the app', async () => {
    expect(resumeId, 'the first test delivers the resume').toBeGreaterThan(0);
    const { page, errors, close } = await signedIn('sales@example.com');
    try {
      expect(await page.getByRole('menuitem', { name: '简历' }).count()).toBe(0);
      for (const call of [`/resumes/${resumeId}`, `/resumes/${resumeId}/file`, `/resumes/${resumeId}/preview`]) {
        expect((await page.request.get(`${site.origin}${ADMIN_API_BASE_PATH}${call}`)).status(), call).toBe(403);
      }
      await page.goto(`${site.origin}${links.resume}`);
      await page.getByRole('alert').filter({ hasText: '你没有权限查看简历' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets an editor publish the site and follow the build until it is live', async () => {
    const { page, errors, close } = await signedIn('editor@example.com');
    try {
      expect(await page.getByRole('menuitem', { name: '线索' }).count()).toBe(0);
      await page.getByRole('menuitem', { name: '发布网站' }).click();
      await page.getByText('当前没有正在进行的构建。').waitFor();
      await page.getByRole('button', { name: '立即发布' }).click();
      await page.getByText('正在构建：生成页面 · 1 / 2 个页面').waitFor({ timeout: 15_000 });
      finishBuild();
      await page.getByText(/上次发布：网站已于 .+ 上线（站点发布 release-e2e）/).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
