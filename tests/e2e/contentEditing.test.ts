/**
 * An editor's day with the back office's content views, in Chromium against the real CMS: she
 * opens a case from the menu, sees that it has no English (in words, with the rule), writes its
 * title in both languages, saves the draft and sees the draft mark, publishes and follows the
 * build to "live", and the open API answers the new titles in both languages. A second editor's
 * save in between makes her next save a conflict: the dialog names him, shows his title next to
 * hers, and saving hers again wins. The content versions list the first one, its difference
 * from what she is editing, and restoring it makes its title the draft again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { ContentRecord } from '../../contract/content/protocol';
import type { ArticleDetails, ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { createStaff, PASSWORD, signIn, type SignedIn } from '../support/staffApp';
import { articleDocument, content, createPublished, openApi } from '../support/contentApi';
import { launchBrowser } from '../support/browser';
import { startSiteServer } from '../support/siteServer';
import type { TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { heldPublisher } from './heldPublisher';
import { recordErrors } from './support';

type ArticleRecord = ContentRecord<ArticleDocument>;

// Each test drives several pages of the app (the article views' chunk holds the rich text editor) on a shared, busy machine.
describe('editing a case in the back office', { timeout: 120_000 }, () => {
  let site: TestApp & { origin: string };
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  let errors: string[];
  let second: SignedIn;
  let article: ArticleRecord;
  const stamp = Date.now();
  const original = `冷库案例 ${stamp}`;
  const { publisher, hold: holdBuilds, finish: finishBuild } = heldPublisher('release-content');

  const record = async () => (await content<ArticleRecord>(site.app, second, 'GET', `articles/${article.id}`)).body;
  const details = async (language: string) => openApi(site.app, `articleDetails/${article.id}?language=${language}`);
  const saved = () => page.waitForResponse((response) => response.url().endsWith(`${ADMIN_API_BASE_PATH}/content/articles/${article.id}`) && response.request().method() === 'PUT');

  beforeAll(async () => {
    site = await startSiteServer({ adminDir: ADMIN_DIR, publisher });
    await createStaff(site.app, 'editor@example.com', ['editor']);
    await createStaff(site.app, 'second.editor@example.com', ['editor']);
    second = await signIn(site.app, 'second.editor@example.com');
    // A seeded category and picture: the preview frame links the category's built page and shows the thumbnail.
    const [root] = (await openApi(site.app, 'classify/treeData?classifyType=0')).body.data as ClassifyNode[];
    const category = root!.children[0]!;
    const [listed] = (await openApi(site.app, `article/list?classifyId=${category.classifyId}&pageNum=1&pageSize=1`)).body.rows as ArticleListItem[];
    // First in the list, written in Chinese only: hidden on the English site until it has English.
    const document = articleDocument(category.classifyId, original, { sort: -1_000_000, thumbnail: listed!.articleThumbnail });
    article = await createPublished(site.app, second, 'articles', { ...document, texts: { zh: { ...document.texts.zh!, title: original }, en: null } });
    ({ browser, close: closeBrowser } = await launchBrowser());
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = recordErrors(page);
    await signInToBackOffice(page, errors, site.origin, 'editor@example.com', PASSWORD);
  });
  afterAll(async () => {
    finishBuild();
    await closeBrowser?.();
    await site?.close();
  });

  it('opens the case from the menu, marks its missing English in words, saves both titles as a draft and publishes them to the open API', async () => {
    expect((await details('en')).status).toBe(404);
    await page.getByRole('menuitem', { name: '案例' }).click();
    const row = page.getByRole('row').filter({ hasText: original });
    await expect.poll(() => row.count()).toBe(1);
    // The chip, besides the English title's cell that reads "(缺少英文)".
    await expect.poll(() => row.getByText('缺少英文', { exact: true }).count()).toBe(1);
    await row.getByText(original).click();

    const chinese = page.getByLabel('标题（中文）');
    const english = page.getByLabel('标题（英文）');
    // The form shows the list's row (no document, so no title) until the item's own record comes.
    await expect.poll(() => chinese.inputValue()).toBe(original);
    await page.getByText('没有英文，此条目不会在英文网站上显示。').waitFor();
    await chinese.fill(`${original} 已更新`);
    await english.fill(`Cold store ${stamp}`);
    await expect.poll(() => page.getByText('没有英文，此条目不会在英文网站上显示。').count()).toBe(0);

    const draft = saved();
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect((await draft).status()).toBe(200);
    await page.getByText('有待发布的草稿').first().waitFor();
    expect((await details('zh')).body.data).toMatchObject({ articleTitle: original });

    holdBuilds();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('1 / 2 个页面').waitFor();
    finishBuild();
    await page.getByText(/上次发布：网站已于 .* 上线（站点发布 release-content）/).waitFor();
    expect(((await details('zh')).body.data as ArticleDetails).articleTitle).toBe(`${original} 已更新`);
    expect(((await details('en')).body.data as ArticleDetails).articleTitle).toBe(`Cold store ${stamp}`);
    expect(errors).toEqual([]);
  });

  it("explains another editor's earlier save, shows both titles, and saves hers again over his", async () => {
    const loaded = await record();
    const theirs = `他的标题 ${stamp}`;
    const changed = { ...loaded.document, texts: { ...loaded.document.texts, zh: { ...loaded.document.texts.zh!, title: theirs } } };
    expect((await content(site.app, second, 'PUT', `articles/${article.id}`, { revision: loaded.revision, document: changed })).status).toBe(200);

    const mine = `我的标题 ${stamp}`;
    await page.getByLabel('标题（中文）').fill(mine);
    const refused = saved();
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect((await refused).status()).toBe(409);
    const dialog = page.getByRole('dialog', { name: '另一位编辑先修改了此条目' });
    await dialog.getByText(/second\.editor@example\.com 在你打开此条目后于 .* 保存了它/).waitFor();
    const compared = dialog.getByRole('row').filter({ hasText: '标题（中文）' });
    await compared.getByText(theirs).waitFor();
    await compared.getByText(mine).waitFor();

    const again = saved();
    await dialog.getByRole('button', { name: '用我的版本覆盖' }).click();
    expect((await again).status()).toBe(200);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const now = await record();
    expect(now.document.texts.zh!.title).toBe(mine);
    expect(now.draftBy).toBe('editor@example.com');
    await expect.poll(() => page.getByLabel('标题（中文）').inputValue()).toBe(mine);
    // 409 is the conflict's answer, which the browser logs as a failed load; nothing else may fail.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });

  it('lists the content versions, shows how what is edited differs from the first, and restores it as the draft', async () => {
    const history = page.getByRole('region', { name: '内容版本' });
    await history.getByRole('button', { name: /内容版本 1/ }).click();
    const difference = history.getByText('内容版本 1 与正在编辑的内容相比');
    await difference.waitFor();
    // Chinese is compared by words (Intl.Segmenter): a changed title is several marked words.
    const marked = async (tag: 'del' | 'ins') => (await history.locator(tag).allTextContents()).join('');
    await expect.poll(() => marked('del')).toContain('冷库案例');
    await expect.poll(() => marked('ins')).toContain('我的标题');

    const restored = page.waitForResponse((response) => response.url().endsWith(`/content/articles/${article.id}/versions/1/restore`));
    await history.getByRole('button', { name: '将内容版本 1 恢复为草稿' }).click();
    expect((await restored).status()).toBe(200);
    await expect.poll(() => page.getByLabel('标题（中文）').inputValue()).toBe(original);
    const now = await record();
    expect(now.document.texts.zh!.title).toBe(original);
    expect(now.document.texts.en).toBeNull();
    expect(now.hasDraft).toBe(true);
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });
});
