/**
 * An editor's case, from the back office to the live site, in Chromium against the real CMS and
 * the real publishing pipeline (Gatsby builds on top of the run's shared build, a release is taken
 * and switched to): she gives a published case new titles in both languages and a thumbnail she
 * uploads from the form's media picker, saves the draft, previews it in both languages at phone
 * and desktop width. Publish is refused while the picture has no alternative text; she adds it in
 * both languages in the media library the refusal links to, publishes and follows the build to
 * "live". The site the CMS serves then
 * shows the new titles and picture on the case's page and in its lists, and the sitemap dates the
 * case's addresses by the edit. A second edit goes live too; restoring the first published
 * version from the history (its difference shown) and publishing it brings its titles back.
 *
 * The CMS serves and publishes into a releases folder of its own and holds the build lock
 * throughout (publishingCms.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT } from '../../cms/publishing/releases/siteReleases';
import { readSitemap } from '../../site/gatsby/sitemap/readSitemap';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { ContentRecord } from '../../contract/content/protocol';
import type { ClassifyNode } from '../../contract/entities/classify';
import { ALL_CASES_OUT_LINK, ROUTES, SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { createStaff, PASSWORD, signIn, type SignedIn } from '../support/staffApp';
import { content } from '../support/contentApi';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import type { TestApp } from '../support/testApp';
import { openBackOfficePage } from './backOfficePage';
import { signInToBackOffice } from './backOfficeSignIn';
import { BUILD_LOCK_WAIT_MS, startPublishingCms, type PublishingCms } from './publishingCms';
import { allCases, caseRoot, recordErrors } from './support';

const EDITOR = 'editor@example.com';
const stamp = Date.now();
const FIRST: Record<SiteLanguage, string> = { 'zh-CN': `立体库改造案例 ${stamp}`, 'en-US': `Automated warehouse retrofit ${stamp}` };
const SECOND: Record<SiteLanguage, string> = { 'zh-CN': `冷链立体库案例 ${stamp}`, 'en-US': `Cold chain warehouse ${stamp}` };
const TITLE_LABELS: Record<SiteLanguage, string> = { 'zh-CN': '标题（中文）', 'en-US': '标题（英文）' };
/** The thumbnail carries meaning: the server publishes it only with alternative text in both languages. */
const ALT: Record<SiteLanguage, string> = { 'zh-CN': '改造后的立体库', 'en-US': 'The retrofitted automated warehouse' };
/** The preview panel's names of the languages and widths, as its toggle buttons and frame title read. */
const PREVIEW_LANGUAGES: Record<SiteLanguage, string> = { 'zh-CN': '中文', 'en-US': 'English' };
const PREVIEW_WIDTHS = [
  { label: '手机（390 px）', width: 390 },
  { label: '桌面（1280 px）', width: 1280 },
] as const;
/** A build on top of the shared one takes about a minute on an idle machine; CI's is shared. */
const PUBLISH_MS = 5 * 60_000;

/** The category of the case tree holding `classifyId`, at any depth. */
function categoryOf(nodes: ClassifyNode[], classifyId: number): ClassifyNode | undefined {
  for (const node of nodes) {
    if (node.classifyId === classifyId) return node;
    const found = categoryOf(node.children, classifyId);
    if (found) return found;
  }
  return undefined;
}

describe('an editor publishes a case to the live site', () => {
  let cms: PublishingCms;
  let folder = '';
  let site: TestApp;
  let origin = '';
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  let errors: string[];
  /** The editor's own session, for reading the case's record as the back office does. */
  let editor: SignedIn;
  let caseId = 0;
  /** The case's category page's path (`/succeedCase/<outLink>`), besides the all-cases page. */
  let categoryPath = '';
  /** What the sitemap dated the case's addresses before the edit. */
  let sitemapBefore = new Map<string, string>();
  /** The uploaded picture's thumbnail, as the form stored it. */
  let thumbnail = '';
  const imageName = `warehouse-${stamp}.jpg`;

  const caseAddress = (language: SiteLanguage) => `${localizedPath(ROUTES.caseDetails, language)}?id=${caseId}`;
  const record = async () => (await content<ContentRecord<ArticleDocument>>(site.app, editor, 'GET', `articles/${caseId}`)).body;
  const saved = () => page.waitForResponse((response) => response.url().endsWith(`${ADMIN_API_BASE_PATH}/content/articles/${caseId}`) && response.request().method() === 'PUT');

  /** The release the last publish made live, as the note under the form names it. */
  let liveRelease = '';

  /**
   * Presses Publish and follows the build shown under the form until it names a new release live
   * (the note may still show the last publish's outcome for a moment after the press).
   */
  async function publish() {
    const note = page.getByRole('status').filter({ hasText: /正在构建|等待中|上次发布/ });
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await note.getByText(/正在构建：/).waitFor();
    const released = async () => /上次发布：网站已于 .* 上线（站点发布 (.+)）/.exec((await note.textContent()) ?? '')?.[1] ?? '';
    await expect.poll(released, { timeout: PUBLISH_MS, interval: 1000 }).toSatisfy((release: string) => release !== '' && release !== liveRelease);
    liveRelease = await released();
  }

  /** The live page at `address`: its HTML as the CMS serves it from the current release. */
  async function livePage(address: string): Promise<string> {
    const response = await fetch(`${origin}${address}`);
    expect(response.status, address).toBe(200);
    return response.text();
  }

  beforeAll(async () => {
    cms = await startPublishingCms('editor-releases-');
    ({ site, origin } = cms);
    sitemapBefore = await readSitemap(path.join(cms.releasesDir, CURRENT));
    await createStaff(site.app, EDITOR, ['editor']);
    editor = await signIn(site.app, EDITOR);

    // The first case of the all-cases list: on the first page of its lists, which the build pre-renders.
    const listed = (await allCases(origin))[0]![0]!;
    caseId = listed.articleId;
    const category = categoryOf((await caseRoot(origin)).children, listed.classifyId);
    if (!category) throw new Error(`case ${caseId}'s category ${listed.classifyId} is not in the case tree`);
    categoryPath = `${ROUTES.succeedCase}/${category.outLink}`;

    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'editor-case-'));
    const picture = await sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 32, g: 96, b: 160 } } })
      .composite([{ input: await sharp({ create: { width: 400, height: 250, channels: 3, background: { r: 240, g: 180, b: 20 } } }).png().toBuffer(), left: 400, top: 250 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    await fs.writeFile(path.join(folder, imageName), picture);

    ({ browser, page, errors, close: closeBrowser } = await openBackOfficePage());
    // Another file's build (a cold one takes minutes) may hold the lock first.
  }, BUILD_LOCK_WAIT_MS);
  afterAll(async () => {
    await closeBrowser?.();
    await cms?.close();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  }, 180_000);

  it('signs in, gives the case new titles in both languages and a thumbnail uploaded from the form\'s picker, and saves the draft', { timeout: 120_000 }, async () => {
    await signInToBackOffice(page, errors, origin, EDITOR, PASSWORD);

    await page.getByRole('menuitem', { name: '案例' }).click();
    const before = await record();
    await page.getByRole('row').filter({ hasText: before.document.texts.zh!.title }).getByText(before.document.texts.zh!.title).click();
    // The form shows the list's row (no document, so no title) until the item's own record comes.
    await expect.poll(() => page.getByLabel(TITLE_LABELS['zh-CN']).inputValue()).toBe(before.document.texts.zh!.title);
    for (const language of SITE_LANGUAGES) await page.getByLabel(TITLE_LABELS[language]).fill(FIRST[language]);

    await page.getByRole('button', { name: '从媒体库选择' }).click();
    const picker = page.getByRole('dialog', { name: '选择图片' });
    await picker.locator('input[type="file"]').setInputFiles(path.join(folder, imageName));
    // Converted into the served sizes and formats, then chosen: the dialog closes and the form shows it.
    await expect.poll(() => picker.count(), { timeout: 60_000 }).toBe(0);
    const asset = await site.app.db.selectFrom('media_asset').select(['asset_id', 'variants']).where('file_name', '=', imageName).executeTakeFirstOrThrow();
    const variants = JSON.parse(asset.variants) as Array<{ name: string; format: string; path: string }>;
    const cropped = variants.find((variant) => variant.name === 'thumb-w400' && variant.format === 'jpeg');
    expect(cropped).toBeDefined();
    thumbnail = `/cms/static/${cropped!.path}`;
    await page.locator(`img[src="${thumbnail}"]`).waitFor();

    const draft = saved();
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect((await draft).status()).toBe(200);
    await page.getByText('有待发布的草稿').first().waitFor();
    const now = await record();
    expect(now.hasDraft).toBe(true);
    expect(now.document.thumbnail).toBe(thumbnail);
    expect(now.document.texts.zh!.title).toBe(FIRST['zh-CN']);
    expect(now.document.texts.en!.title).toBe(FIRST['en-US']);
    // Nothing is live before the publish.
    expect(await livePage(caseAddress('zh-CN'))).not.toContain(FIRST['zh-CN']);
    expect(errors).toEqual([]);
  });

  it('previews the draft in both languages at phone and desktop width, with its new title and picture', { timeout: 120_000 }, async () => {
    const panel = page.getByRole('region', { name: '预览', exact: true });
    for (const language of SITE_LANGUAGES) {
      await panel.getByRole('group', { name: '预览语言' }).getByRole('button', { name: PREVIEW_LANGUAGES[language] }).click();
      for (const { label, width } of PREVIEW_WIDTHS) {
        await panel.getByRole('group', { name: '预览宽度' }).getByRole('button', { name: label }).click();
        const frame = panel.frameLocator(`iframe[title="草稿预览：${PREVIEW_LANGUAGES[language]}，${label}"]`);
        await frame.getByRole('heading', { level: 1, name: FIRST[language] }).waitFor();
        expect(await frame.locator('html').getAttribute('lang')).toBe(language);
        expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBe(width);
        const picture = frame.locator(`img[src$="${thumbnail}"]`).first();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      }
    }
    expect(errors).toEqual([]);
  });

  it('is refused while the new picture has no alternative text, adds it in the media library, then publishes and follows the build to live', { timeout: PUBLISH_MS + 120_000 }, async () => {
    const caseForm = page.url();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const addAltText = page.getByRole('link', { name: `为 ${imageName} 补充替代文字` });
    await addAltText.waitFor();
    expect((await record()).hasDraft).toBe(true);
    // The refused publish is the one failed request the browser reports.
    expect(errors).toEqual([expect.stringMatching(/status of 422/)]);
    errors.length = 0;

    await addAltText.click();
    await page.getByLabel('替代文字（中文）').fill(ALT['zh-CN']);
    await page.getByLabel('替代文字（英文）').fill(ALT['en-US']);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const altOf = () => site.app.db.selectFrom('media_asset').select(['alt_zh', 'alt_en']).where('file_name', '=', imageName).executeTakeFirstOrThrow();
    await expect.poll(altOf, { timeout: 20_000 }).toEqual({ alt_zh: ALT['zh-CN'], alt_en: ALT['en-US'] });

    await page.goto(caseForm);
    await expect.poll(() => page.getByLabel(TITLE_LABELS['zh-CN']).inputValue()).toBe(FIRST['zh-CN']);
    await publish();
    await expect.poll(async () => (await record()).hasDraft).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows the new titles and picture on the live case page and in its lists, and the sitemap dates the case by the edit', { timeout: 120_000 }, async () => {
    for (const language of SITE_LANGUAGES) {
      const address = caseAddress(language);
      const visitor = await browser.newContext({ locale: language, viewport: { width: 1280, height: 900 } });
      try {
        const live = await visitor.newPage();
        const visitorErrors = recordErrors(live);
        expect((await live.goto(`${origin}${address}`))?.status(), address).toBe(200);
        await live.getByRole('heading', { level: 1, name: FIRST[language] }).waitFor();
        const picture = live.locator(`main img[src$="${thumbnail}"]`).first();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
        // As the media library describes it: its text in the page's language, its AVIF and WebP files, never wider than its largest file.
        expect(await picture.getAttribute('alt')).toBe(ALT[language]);
        expect(await live.locator('main picture > source').evaluateAll((sources) => sources.map((source) => source.getAttribute('type')))).toEqual(['image/avif', 'image/webp']);
        expect(await picture.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width <= Number(image.getAttribute('width')))).toBe(true);
        expect(visitorErrors).toEqual([]);
      } finally {
        await visitor.close();
      }
      for (const list of [categoryPath, `${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`]) {
        const html = await livePage(localizedPath(list, language));
        expect(html, list).toContain(FIRST[language]);
        expect(html, list).toContain(thumbnail);
      }
    }
    const image = await fetch(`${origin}${thumbnail}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const sitemapAfter = await readSitemap(path.join(cms.releasesDir, CURRENT));
    for (const language of SITE_LANGUAGES) {
      const loc = `${TEST_SITE_URL}${caseAddress(language)}`;
      expect(sitemapBefore.get(loc), loc).toBeDefined();
      const { updated_at: editedAt } = await site.app.db.selectFrom('article_i18n').select('updated_at')
        .where('article_id', '=', caseId).where('language', '=', language === 'en-US' ? 'en' : 'zh').executeTakeFirstOrThrow();
      expect(sitemapAfter.get(loc), loc).toBe(editedAt);
      expect(sitemapAfter.get(loc), loc).not.toBe(sitemapBefore.get(loc));
    }
  });

  it('publishes a second edit, then restores the first published version from the history and publishes it again', { timeout: 2 * PUBLISH_MS + 120_000 }, async () => {
    await page.goto(`${origin}/admin/content/cases/${caseId}`);
    await expect.poll(() => page.getByLabel(TITLE_LABELS['zh-CN']).inputValue()).toBe(FIRST['zh-CN']);
    for (const language of SITE_LANGUAGES) await page.getByLabel(TITLE_LABELS[language]).fill(SECOND[language]);
    const draft = saved();
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect((await draft).status()).toBe(200);
    await page.getByText('有待发布的草稿').first().waitFor();
    await publish();
    expect(await livePage(caseAddress('zh-CN'))).toContain(SECOND['zh-CN']);

    // Version 1 is the case as seeded; the first version this editor published is the oldest published one.
    const history = page.getByRole('region', { name: '内容版本' });
    const versions = history.getByRole('button', { name: /内容版本 \d+/ });
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(3);
    const labels = await versions.allTextContents();
    expect(labels.at(-1)).toMatch(/^内容版本 1初始的演示内容/);
    expect(labels[0]).toMatch(/网站正在显示$/);
    const numbers = labels.filter((label) => /于 .+ 发布/.test(label)).map((label) => Number(/内容版本 (\d+)/.exec(label)![1]));
    const first = Math.min(...numbers);
    expect(first).toBeGreaterThan(1);
    await history.getByRole('button', { name: new RegExp(`^内容版本 ${first}(?!\\d)`) }).click();
    await history.getByText(`内容版本 ${first} 与正在编辑的内容相比`).waitFor();
    const marked = async (tag: 'del' | 'ins') => (await history.locator(tag).allTextContents()).join('');
    // Compared by words (Intl.Segmenter for Chinese): what the two titles share stays unmarked.
    await expect.poll(() => marked('del')).toMatch(/改造[\s\S]*retrofit/);
    await expect.poll(() => marked('ins')).toMatch(/冷链[\s\S]*Cold[\s\S]*chain/);
    expect(await marked('del')).not.toContain('立体库');
    const restored = page.waitForResponse((response) => response.url().endsWith(`/content/articles/${caseId}/versions/${first}/restore`));
    await history.getByRole('button', { name: `将内容版本 ${first} 恢复为草稿` }).click();
    expect((await restored).status()).toBe(200);
    await expect.poll(() => page.getByLabel(TITLE_LABELS['zh-CN']).inputValue()).toBe(FIRST['zh-CN']);
    await expect.poll(() => page.getByLabel(TITLE_LABELS['en-US']).inputValue()).toBe(FIRST['en-US']);

    await publish();
    for (const language of SITE_LANGUAGES) {
      const html = await livePage(caseAddress(language));
      expect(html).toContain(FIRST[language]);
      expect(html).not.toContain(SECOND[language]);
    }
    expect(errors).toEqual([]);
  });
});
