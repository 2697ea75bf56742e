/**
 * The widgets inside the Gatsby site (React 18, no shadow root), on the pages that carry them:
 * the floating contact button and consult dialog on /home, the resume uploader on /joinUsDetails
 * (the English one exists only with English careers on: publishing.test.ts checks its form is on
 * the English job page, tests/widgets/resume/resumeUploader.test.tsx sends it from abroad); the
 * same checks as on a partner page (tests/e2e/widgets.test.ts). The case
 * browser on /succeedCase/{outLink} has its own file, tests/e2e/cases.test.ts.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { chineseResumeDocx, englishResumePdf } from '../support/resumeFiles';
import { startSiteServer } from '../support/siteServer';
import { filesIn, type TestApp } from '../support/testApp';
import { CONSENT, fillConsultDialog, fillEnglishConsultDialog, firstJob, settle, visit } from './support';
import { REQUEST_TIMEOUT_MS } from '../../contract/api';

describe('widgets inside the site', () => {
  let site: TestApp & { origin: string };
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;
  let files: { dir: string; pdf: string; docx: string };
  let jobId: number;

  const leadRows = (company: string) =>
    site.app.db.selectFrom('potential_customer').selectAll().where('company_name', '=', company).execute();
  const resumeRows = (email: string) => site.app.db.selectFrom('resume').selectAll().where('email', '=', email).execute();

  beforeAll(async () => {
    site = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
    jobId = (await firstJob(site.origin)).jobId;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-resumes-'));
    files = { dir, pdf: path.join(dir, 'Jane_Smith_CV.pdf'), docx: path.join(dir, '李明的简历.docx') };
    await fs.writeFile(files.pdf, await englishResumePdf());
    await fs.writeFile(files.docx, await chineseResumeDocx());
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.close();
    if (files) await fs.rm(files.dir, { recursive: true, force: true });
  });

  it('opens the consult dialog from the floating contact button on /home, validates, and stores the lead', async () => {
    const { page, errors, close } = await visit(browser, `${site.origin}/home`, { viewport: { width: 1280, height: 900 } });
    try {
      await page.getByRole('button', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '在线咨询' });
      await expect.poll(() => dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => dialog.getByText('请输入联系人').isVisible()).toBe(true);
      expect(await dialog.getByText('请选择所在城市').isVisible()).toBe(true);

      const company = `官网咨询 ${Date.now()}`;
      await fillConsultDialog(dialog, company);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => page.getByText('提交成功').first().isVisible()).toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await leadRows(company)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('takes a quote request from abroad on an English page: a long name, a UK number, a country and a city', async () => {
    const { page, errors, close } = await visit(browser, `${site.origin}/en-US/home`, { viewport: { width: 1280, height: 900 } });
    try {
      await page.getByRole('button', { name: 'Contact us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Consultation' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const company = `Overseas prospect ${Date.now()}`;
      await fillEnglishConsultDialog(dialog, company);
      expect(await dialog.getByRole('button', { name: /^City/ }).textContent()).toContain('United Kingdom/London');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => page.getByText('Submitted successfully').first().isVisible()).toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await leadRows(company)).toEqual([
        expect.objectContaining({ customers_name: 'John Smith', customers_phone: '+44 20 7946 0958', customers_address: 'United Kingdom/London', language: 'en' }),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('links the consent to the privacy notice, a page in both languages with the settings’ text, linked from the footer', async () => {
    const { page, errors, close } = await visit(browser, `${site.origin}/home`, { viewport: { width: 1280, height: 900 } });
    try {
      await page.getByRole('button', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '在线咨询' });
      const notice = dialog.getByRole('link', { name: '《隐私政策》' });
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await notice.getAttribute('href')).toBe('/privacy');
      expect(await notice.getAttribute('target')).toBe('_blank');
      expect(await dialog.getByRole('checkbox', { name: CONSENT.zh }).isChecked()).toBe(false);

      for (const [language, path, heading] of [['zh', '/privacy', '隐私政策'], ['en', '/en-US/privacy', 'Privacy Notice']] as const) {
        const settings = ((await (await fetch(`${site.origin}/cms/open/api/site/settings?language=${language}`)).json()) as { data: { privacyNotice: string; privacyNoticeVersion: string } }).data;
        await page.goto(`${site.origin}${path}`);
        expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
        const firstParagraph = settings.privacyNotice.split('\n\n')[0]!;
        expect(await page.getByText(firstParagraph).isVisible()).toBe(true);
        expect(await page.getByText(settings.privacyNoticeVersion, { exact: false }).first().isVisible()).toBe(true);
        expect(await page.getByRole('contentinfo').getByRole('link', { name: heading }).getAttribute('href')).toBe(path);
      }
      const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
      expect(sitemap).toMatch(/\/privacy</);
      expect(sitemap).toMatch(/\/en-US\/privacy"/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fills the resume form on /joinUsDetails from a real PDF and a real DOCX, and stores the submission with its file', async () => {
    const { page, errors, close } = await visit(browser, `${site.origin}/joinUsDetails?id=${jobId}`, { viewport: { width: 1280, height: 900 } });
    try {
      const input = page.locator('input[type="file"]');
      const field = (name: RegExp) => page.getByRole('textbox', { name });

      await input.setInputFiles(files.pdf);
      // A parse is answered within the API clients' timeout: a new parse worker starts in seconds on a busy machine.
      await expect.poll(() => field(/^姓名/).inputValue(), { timeout: REQUEST_TIMEOUT_MS }).toBe('Jane Smith');
      expect(await field(/^电话/).inputValue()).toBe('13912345678');

      await input.setInputFiles(files.docx);
      await expect.poll(() => field(/^姓名/).inputValue(), { timeout: REQUEST_TIMEOUT_MS }).toBe('李明');
      expect(await field(/^电话/).inputValue()).toBe('13800138000');
      expect(await field(/^邮箱/).inputValue()).toBe('liming@example.com');

      const email = `site.${Date.now()}@example.com`;
      await field(/^邮箱/).fill(email);
      await page.getByRole('checkbox', { name: CONSENT.zh }).check();
      await page.getByRole('button', { name: '提交简历' }).click();
      await expect.poll(async () => (await resumeRows(email)).length, { timeout: 15_000 }).toBe(1);
      const [row] = await resumeRows(email);
      expect(row).toMatchObject({ name: '李明', file_format: 'docx', job_id: jobId });
      expect(await filesIn(site.app.storage.resumesDir)).toContain(row!.stored_file_name);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps a lead sent while the CMS cannot be reached and delivers it once when the page is opened again', async () => {
    const { context, page, close } = await visit(browser, `${site.origin}/home`, { viewport: { width: 1280, height: 900 } });
    try {
      await page.getByRole('button', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '在线咨询' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const company = `离线官网 ${Date.now()}`;
      await fillConsultDialog(dialog, company);

      await context.route('**/cms/open/api/potentialCustomers/add**', (route) => route.abort('internetdisconnected'));
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => page.getByText(/联网后将自动发送/).first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await leadRows(company)).toHaveLength(0);

      await context.unroute('**/cms/open/api/potentialCustomers/add**');
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      await expect.poll(async () => (await leadRows(company)).length, { timeout: 20_000 }).toBe(1);

      await page.reload({ waitUntil: 'load' });
      await settle(page);
      expect(await leadRows(company)).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
