/**
 * A draft previewed in Chromium: an editor's new case (created, never published) shows in the
 * site's preview page framed by the back office, in both languages and at a phone's and a
 * desktop's width, read with the editor's session cookie; signed out, the page says to sign in.
 * The draft stays absent from the live site, its sitemap and the open API. A new job shows as its
 * details page (in English, that it is not written in English), the settings' draft in the header and footer.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import type { ArticleDocument } from '../../contract/content/documents/article';
import { SETTINGS_ID, type SettingsDocument } from '../../contract/content/documents/settings';
import { previewAddress } from '../../contract/content/previewItems';
import type { ContentRecord } from '../../contract/content/protocol';
import { SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { call, COOKIE_NAME, createStaff, signIn, type SignedIn } from '../support/staffApp';
import { createDraftJob } from '../support/contentApi';
import { launchBrowser } from '../support/browser';
import { startSiteServer } from '../support/siteServer';
import type { TestApp } from '../support/testApp';
import { allCases, apiLanguage, articleDetails, caseRoot, recordErrors } from './support';

const WIDTHS = [390, 1280] as const;
const stamp = Date.now();
const TITLES: Record<SiteLanguage, string> = { 'zh-CN': `预览草稿 ${stamp}`, 'en-US': `Preview draft ${stamp}` };
const JOB_POST = `草稿职位 ${stamp}`;
const COMPANY_NAMES: Record<SiteLanguage, string> = { 'zh-CN': `草稿公司 ${stamp}`, 'en-US': `Draft Company ${stamp}` };

/**
 * A frame of the back office's own page, as its preview panel makes one: the two policies (the
 * back office's frame-src, the site's frame-ancestors) decide whether it loads.
 */
async function frameOf(page: Page, src: string, width: number, title: string): Promise<FrameLocator> {
  await page.evaluate(
    ({ src, width, title }) => {
      const frame = document.createElement('iframe');
      Object.assign(frame, { src, title });
      frame.style.width = `${width}px`;
      frame.style.height = '800px';
      frame.style.border = '0';
      document.body.append(frame);
    },
    { src, width, title },
  );
  return page.frameLocator(`iframe[title="${title}"]`);
}

describe('the preview of a draft', () => {
  let site: TestApp & { origin: string };
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let editor: SignedIn;
  let draftId = 0;
  let jobId = 0;

  beforeAll(async () => {
    site = await startSiteServer({ adminDir: ADMIN_DIR });
    await createStaff(site.app, 'editor@example.com', ['editor']);
    editor = await signIn(site.app, 'editor@example.com');
    const root = await caseRoot(site.origin);
    const model = await articleDetails(site.origin, (await allCases(site.origin))[0]![0]!.articleId);
    const document: ArticleDocument = {
      categoryId: root.children[0]!.classifyId,
      thumbnail: model.articleThumbnail,
      publishTime: '2026-11-20',
      sort: 1,
      tagIds: [],
      texts: {
        zh: { title: TITLES['zh-CN'], summary: '草稿摘要', content: '<p>草稿正文</p>', fileId: null },
        en: { title: TITLES['en-US'], summary: 'Draft summary', content: '<p>Draft body</p>', fileId: null },
      },
    };
    const created = await call(site.app, 'POST', '/content/articles', editor, { document });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as ContentRecord<ArticleDocument>;
    expect(record.published).toBe(false);
    draftId = record.id;
    jobId = (await createDraftJob(site.app, editor, JOB_POST)).id;
    await saveSettingsDraft();
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await site?.close();
  });

  async function saveSettingsDraft(): Promise<void> {
    const current = (await call(site.app, 'GET', `/content/settings/${SETTINGS_ID}`, editor)).json() as ContentRecord<SettingsDocument>;
    const { texts } = current.document;
    const document: SettingsDocument = {
      ...current.document,
      texts: { zh: { ...texts.zh, companyName: COMPANY_NAMES['zh-CN'] }, en: { ...texts.en, companyName: COMPANY_NAMES['en-US'] } },
    };
    const saved = await call(site.app, 'PUT', `/content/settings/${SETTINGS_ID}`, editor, { revision: current.revision, document });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /**
   * The back office open in a browser context holding the editor's session cookie, as its sign-in
   * leaves it: the page whose preview panel frames the site.
   */
  async function backOffice(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
    await context.addCookies([{ name: COOKIE_NAME, value: editor.cookie, url: site.origin, httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(`${site.origin}/admin/`);
    await page.getByText('欢迎，editor@example.com').waitFor();
    return { page, errors, close: () => context.close() };
  }

  it('shows the draft framed by the back office, in both languages, at phone and desktop width', async () => {
    const { page, errors, close } = await backOffice();
    try {
      for (const language of SITE_LANGUAGES) {
        for (const width of WIDTHS) {
          const title = `preview ${language} ${width}`;
          const frame = await frameOf(page, previewAddress('articles', draftId, language), width, title);
          await frame.getByRole('heading', { level: 1, name: TITLES[language] }).waitFor();
          expect(await frame.locator('html').getAttribute('lang')).toBe(language);
          expect(await frame.getByRole('note').textContent()).toBe(language === 'en-US' ? 'Preview of a draft: not published' : '草稿预览：尚未发布');
          const laidOut = await frame.locator('body').evaluate(() => window.innerWidth);
          expect(laidOut).toBe(width);
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows a new job's details page and the settings' draft in the header and footer, framed at both widths", async () => {
    const { page, errors, close } = await backOffice();
    try {
      const job = await frameOf(page, previewAddress('jobs', jobId, 'zh-CN'), 390, 'job zh-CN');
      await job.getByRole('heading', { level: 1, name: JOB_POST }).waitFor();
      expect(await job.getByText('草稿职责').count()).toBe(1);
      // The draft job has no English: the English preview says the English site hides it.
      const english = await frameOf(page, previewAddress('jobs', jobId, 'en-US'), 1280, 'job en-US');
      await english.getByRole('heading', { level: 1, name: 'Not written in English' }).waitFor();
      expect(await english.locator('main').textContent()).not.toContain(JOB_POST);
      for (const [language, width] of [['zh-CN', 1280], ['en-US', 390]] as const) {
        const settings = await frameOf(page, previewAddress('settings', SETTINGS_ID, language), width, `settings ${language}`);
        // The page's own header and footer (the slices, the published settings) stay around it; the draft's are in its main part.
        await settings.locator('main footer').getByText(COMPANY_NAMES[language], { exact: true }).waitFor();
        expect(await settings.locator('main header').count()).toBe(1);
        expect(await settings.locator('body > * footer').last().textContent()).not.toContain(COMPANY_NAMES[language]);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('asks a visitor without a staff session to sign in, and shows nothing of the draft', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.origin}${previewAddress('articles', draftId, 'en-US')}`);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await page.getByRole('heading', { level: 1, name: 'Sign in to preview' }).waitFor();
      expect(await page.content()).not.toContain(TITLES['en-US']);
    } finally {
      await context.close();
    }
  });

  it('leaves the draft out of the live site, its sitemap and the open API', async () => {
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`caseDetails?id=${draftId}<`);
    expect(sitemap).not.toMatch(/\/preview\b/);
    for (const language of SITE_LANGUAGES) {
      const page = await fetch(`${site.origin}${localizedPath('/caseDetails', language)}?id=${draftId}`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(TITLES[language]);
      const details = (await (await fetch(`${site.origin}/cms/open/api/articleDetails/${draftId}?language=${apiLanguage(language)}`)).json()) as { code: number };
      expect(details.code).toBe(404);
      const listed = (await allCases(site.origin, language)).flat();
      expect(listed.map((row) => row.articleTitle)).not.toContain(TITLES[language]);
    }
  });
});
