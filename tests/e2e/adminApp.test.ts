/**
 * The back office (/admin) in Chromium, as built for `npm start`, served by a CMS on a fresh
 * SQLite database: a sales user signs in, exports the leads as CSV, opens a lead and moves it to
 * Contacted; an HR user on a phone-sized screen sees the resumes and opens one; sales opening the
 * resumes is told they may not. Every page runs under the back office's strict policy: a style
 * without the nonce would be a console error.
 */
import fs from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../build/paths';
import { insertLead } from '../../cms/repositories/leads';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { API_BASE_PATH, API_PATHS } from '../../contract/api';
import { signIn, call } from '../admin/support/staffApp';
import { launchBrowser } from '../support/browser';
import { validLead } from '../support/leadFixture';
import { englishResumePdf } from '../support/resumeFiles';
import { startTestApp, type TestApp } from '../support/testApp';
import { recordErrors } from './support';

const PASSWORD = 'a long enough passphrase';
const APPLICANT = 'Jane Smith';

describe('the back office in Chromium', () => {
  let test: TestApp;
  let origin: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let leadId: number;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { adminDir: ADMIN_DIR, seed: undefined });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await addStaffAccount(test.app.db, { email: 'sales@example.com', password: PASSWORD, roles: ['sales'] }, new Date());
    await addStaffAccount(test.app.db, { email: 'hr@example.com', password: PASSWORD, roles: ['hr'] }, new Date());
    leadId = await insertLead(test.app.db, { ...validLead, source: '/solutions' }, { language: 'zh', clientIp: '203.0.113.9', createdAt: new Date().toISOString() });

    const form = new FormData();
    form.set('name', APPLICANT);
    form.set('phone', '13912345678');
    form.set('email', 'jane.smith@example.com');
    form.set('file', new Blob([Uint8Array.from(await englishResumePdf())], { type: 'application/pdf' }), 'jane-smith.pdf');
    const sent = await fetch(`${origin}${API_BASE_PATH}/${API_PATHS.resumeAdd}`, { method: 'POST', body: form });
    expect(sent.status).toBe(200);

    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await test?.close();
  });

  /** A fresh browser context signed in through the sign-in page, in Chinese (the default). */
  async function signedIn(email: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ locale: 'zh-CN', ...options });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(`${origin}/admin/`);
    await page.getByLabel('电子邮箱').fill(email);
    await page.getByLabel('密码', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText(`欢迎，${email}`).waitFor();
    // The app's first `GET /session` answers 401 before the sign-in, which the browser logs; what follows must be clean.
    errors.length = 0;
    return { page, errors, close: () => context.close() };
  }

  it('lets sales export the inbox, open a lead from it and move it to Contacted', async () => {
    const { page, errors, close } = await signedIn('sales@example.com');
    try {
      await page.getByRole('menuitem', { name: '线索' }).click();
      const row = page.getByRole('row').filter({ hasText: validLead.customersName });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.getByText('未读').count()).toBe(1);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出 CSV' }).click();
      const csv = await download;
      expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(await fs.readFile((await csv.path())!, 'utf8')).toContain(validLead.companyName);

      await row.getByText(validLead.customersName).click();
      await page.waitForURL(`${origin}/admin/leads/${leadId}`);

      await page.getByRole('combobox', { name: '状态' }).click();
      await page.getByRole('option', { name: '已联系' }).click();
      const saved = page.waitForResponse((response) => response.url().endsWith(`/cms/admin/api/leads/${leadId}`) && response.request().method() === 'PUT');
      await page.getByRole('button', { name: '保存' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText('状态：新线索 → 已联系').waitFor();

      const session = await signIn(test.app, 'sales@example.com', PASSWORD);
      const lead = (await call(test.app, 'GET', `/leads/${leadId}`, session)).json();
      expect(lead.status).toBe('contacted');
      expect(lead.history).toEqual([expect.objectContaining({ field: 'status', from: 'new', to: 'contacted', actor: 'sales@example.com' })]);

      // Notification mail links straight to the lead's page: a deep link the CMS answers with the app.
      await page.goto(`${origin}/admin/leads/${leadId}`);
      await page.getByRole('combobox', { name: '状态' }).filter({ hasText: '已联系' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows HR the resumes on a 390 px phone, and one in a sandboxed preview', async () => {
    const { page, errors, close } = await signedIn('hr@example.com', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${origin}/admin/resumes`);
      await page.getByRole('link', { name: new RegExp(APPLICANT) }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('link', { name: new RegExp(APPLICANT) }).click();
      await page.getByTitle(`${APPLICANT} 的简历`).waitFor();
      expect(await page.getByTitle(`${APPLICANT} 的简历`).getAttribute('sandbox')).toBe('');
      await page.getByRole('combobox', { name: '阶段' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells sales, in their language, that resumes are not theirs to see', async () => {
    const { page, errors, close } = await signedIn('sales@example.com');
    try {
      expect(await page.getByRole('menuitem', { name: '简历' }).count()).toBe(0);
      await page.goto(`${origin}/admin/resumes`);
      await page.getByRole('alert').filter({ hasText: '你没有权限查看简历' }).waitFor();
      expect(page.url()).toBe(`${origin}/admin/resumes`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
