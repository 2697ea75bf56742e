/**
 * Nothing typed in the back office is lost without a word, in Chromium against the real CMS, in
 * Chinese at 1366 px: a case opened and left untouched is left without a question; a changed
 * title keeps the editor on the page when she leaves through the menu or the browser's history
 * buttons and chooses to stay, and the tab's reload asks the browser's own question; restoring a
 * version or publishing over the changed title asks first; the saved draft is announced as not
 * live yet and is then left freely. On a lead, a typed note asks before leaving, and the record's 保存 adds it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { ContentRecord } from '../../contract/content/protocol';
import type { ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { articleDocument, content, createPublished, openApi } from '../support/contentApi';
import { launchBrowser } from '../support/browser';
import { submitLead } from '../support/notifyingApp';
import { startSiteServer } from '../support/siteServer';
import { call, createStaff, PASSWORD, signIn, type SignedIn } from '../support/staffApp';
import type { TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { recordErrors } from './support';

type ArticleRecord = ContentRecord<ArticleDocument>;

describe('unsaved changes in the back office', { timeout: 120_000 }, () => {
  let site: TestApp & { origin: string };
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  let errors: string[];
  let staff: SignedIn;
  let article: ArticleRecord;
  const stamp = Date.now();
  /** The Chinese title published as version 1 (set once it is), and the one saved as the draft after it. */
  let first = '';
  const second = `气调库案例 第二版 ${stamp}`;

  const unsavedDialog = () => page.getByRole('alertdialog', { name: '有未保存的修改' });
  const title = () => page.getByLabel('标题（中文）');
  const articlePath = () => `/admin/content/cases/${article.id}`;
  const onArticle = () => new URL(page.url()).pathname === articlePath();

  beforeAll(async () => {
    site = await startSiteServer({ adminDir: ADMIN_DIR });
    await createStaff(site.app, 'editor@example.com', ['editor', 'sales']);
    staff = await signIn(site.app, 'editor@example.com');
    const [root] = (await openApi(site.app, 'classify/treeData?classifyType=0')).body.data as ClassifyNode[];
    const category = root!.children[0]!;
    const [listed] = (await openApi(site.app, `article/list?classifyId=${category.classifyId}&pageNum=1&pageSize=1`)).body.rows as ArticleListItem[];
    const document = articleDocument(category.classifyId, `气调库案例 ${stamp}`, { sort: -1_000_000, thumbnail: listed!.articleThumbnail });
    // Published once (version 1), then a second title saved as the draft: version 1 differs from it.
    article = await createPublished(site.app, staff, 'articles', document);
    first = article.document.texts.zh!.title;
    const draft = { ...document, texts: { ...document.texts, zh: { ...document.texts.zh!, title: second } } };
    const saved = await content<ArticleRecord>(site.app, staff, 'PUT', `articles/${article.id}`, { revision: article.revision, document: draft });
    expect(saved.status).toBe(200);
    article = saved.body;
    ({ browser, close: closeBrowser } = await launchBrowser());
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    errors = recordErrors(page);
    await signInToBackOffice(page, errors, site.origin, 'editor@example.com', PASSWORD);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await site?.close();
  });

  it('leaves an untouched case without asking, and keeps a changed title on the menu, the history buttons and a reload', async () => {
    await page.goto(`${site.origin}${articlePath()}`);
    await expect.poll(() => title().inputValue()).toBe(second);
    // Opened and left untouched (the rich text editor and the number inputs have settled): no question.
    await page.getByRole('menuitem', { name: '线索' }).click();
    await page.waitForURL(/\/admin\/leads$/);
    expect(await unsavedDialog().count()).toBe(0);

    await page.goBack();
    await expect.poll(() => title().inputValue()).toBe(second);
    const typed = `${second} 未保存`;
    await title().fill(typed);

    await page.getByRole('menuitem', { name: '线索' }).click();
    await unsavedDialog().getByText('此表单中的修改尚未保存。现在离开，这些修改将会丢失。选择“继续编辑”可先保存。').waitFor();
    // Focus starts on staying: Enter keeps the work.
    await page.keyboard.press('Enter');
    await expect.poll(() => unsavedDialog().count()).toBe(0);
    expect(onArticle()).toBe(true);
    expect(await title().inputValue()).toBe(typed);

    // The browser's forward button, back to the list visited before (inside the app's history).
    await page.goForward();
    await unsavedDialog().waitFor();
    await unsavedDialog().getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => unsavedDialog().count()).toBe(0);
    expect(onArticle()).toBe(true);
    expect(await title().inputValue()).toBe(typed);

    // Reloading the tab: the browser's own question, dismissed, keeps the page and the text.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    void page.reload().catch(() => {});
    expect(await asked).toBe('beforeunload');
    expect(await title().inputValue()).toBe(typed);
    expect(errors).toEqual([]);
  });

  it('asks before restoring a version over the changed title, then restores it only when told to', async () => {
    await page.getByRole('button', { name: '内容版本 1' }).click();
    const restore = page.getByRole('button', { name: '将内容版本 1 恢复为草稿' });
    await restore.click();
    const dialog = unsavedDialog();
    await dialog.getByText(/恢复该内容版本会用它替换表单中的内容/).waitFor();
    await dialog.getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await title().inputValue()).toBe(`${second} 未保存`);
    expect((await content<ArticleRecord>(site.app, staff, 'GET', `articles/${article.id}`)).body.document.texts.zh!.title).toBe(second);

    const restored = page.waitForResponse((response) => response.url().endsWith(`/content/articles/${article.id}/versions/1/restore`));
    await restore.click();
    await dialog.getByRole('button', { name: '放弃修改并恢复' }).click();
    expect((await restored).status()).toBe(200);
    await expect.poll(() => title().inputValue()).toBe(first);
    expect(errors).toEqual([]);
  });

  it('asks before publishing over unsaved changes, says a saved draft is not live yet, and leaves it without asking', async () => {
    const typed = `${first} 已保存`;
    await title().fill(typed);
    const revision = async () => (await content<ArticleRecord>(site.app, staff, 'GET', `articles/${article.id}`)).body.revision;
    const before = await revision();
    // Publishing acts on the saved draft and reloads the form: the typed title would be lost.
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await unsavedDialog().getByText(/发布（或取消发布）针对已保存的草稿/).waitFor();
    await unsavedDialog().getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => unsavedDialog().count()).toBe(0);
    expect(await title().inputValue()).toBe(typed);
    // Nothing was published: every publish raises the revision.
    expect(await revision()).toBe(before);
    const saved = page.waitForResponse((response) => response.url().endsWith(`${ADMIN_API_BASE_PATH}/content/articles/${article.id}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('草稿已保存，尚未上线：点击“发布”后网站才会显示这些修改。').waitFor();
    // Back to the top: scrolled down to the toolbar, the wide preview frame lies over the menu.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('menuitem', { name: '线索' }).click();
    await page.waitForURL(/\/admin\/leads$/);
    expect(await unsavedDialog().count()).toBe(0);
    expect((await content<ArticleRecord>(site.app, staff, 'GET', `articles/${article.id}`)).body.document.texts.zh!.title).toBe(typed);
    expect(errors).toEqual([]);
  });

  it("asks before a lead's typed note is lost, and its 保存 adds the note", async () => {
    const leadId = await submitLead(site.app, { companyName: `冷链物流 ${stamp}` });
    await page.goto(`${site.origin}/admin/leads/${leadId}`);
    const note = page.getByLabel('新备注');
    await note.waitFor();
    const text = `已电话联系，下周二回访 ${stamp}`;
    await note.fill(text);

    await page.getByRole('menuitem', { name: '线索' }).click();
    await unsavedDialog().getByRole('button', { name: '继续编辑' }).click();
    expect(await note.inputValue()).toBe(text);

    const added = page.waitForResponse((response) => response.url().endsWith(`${ADMIN_API_BASE_PATH}/leads/${leadId}/notes`));
    await page.getByRole('toolbar').getByRole('button', { name: '保存' }).click();
    expect((await added).status()).toBeLessThan(300);
    await page.getByRole('region', { name: '备注' }).getByText(text).waitFor();
    await expect.poll(() => note.inputValue()).toBe('');
    const lead = (await call(site.app, 'GET', `/leads/${leadId}`, staff)).json() as { notes: Array<{ text: string }> };
    expect(lead.notes.map((saved) => saved.text)).toEqual([text]);

    await page.getByRole('menuitem', { name: '线索' }).click();
    await page.waitForURL(/\/admin\/leads$/);
    expect(await unsavedDialog().count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
