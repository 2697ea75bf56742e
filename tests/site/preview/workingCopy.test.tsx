// @vitest-environment jsdom
/**
 * The preview page against the real CMS (seeded SQLite on a free local port): an editor's draft,
 * never published, read from the back office's API with the editor's session, in both
 * languages; its note follows the item's state (unpublished, published as it is, changes
 * waiting); a language without text, an unknown item and a missing session each say so.
 */
import { render, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobCategoryDocument } from '../../../contract/content/documents/jobCategory';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import { SETTINGS_ID, type SettingsDocument } from '../../../contract/content/documents/settings';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { ClassifyNode } from '../../../contract/entities/classify';
import type { ContentPreviewProps } from '../../../site/src/components/preview/ContentPreview';
import { call, COOKIE_NAME, createStaff, signIn, type SignedIn } from '../../support/staffApp';
import { createDraftJob } from '../../support/contentApi';
import type { TestApp } from '../../support/testApp';
import { siteWrapper, startCms } from '../cases/siteHarness';

let cms: TestApp;
let origin: string;
let editor: SignedIn;
let ContentPreview: (props: ContentPreviewProps) => React.JSX.Element;
let harness: ReturnType<typeof siteWrapper>;
let categoryId: number;
/** Two calls to a CMS on a machine the whole suite shares: more than findBy's default second. */
const LOADED = { timeout: 10_000 };

beforeAll(async () => {
  ({ cms, origin } = await startCms());
  ({ ContentPreview } = await import('../../../site/src/components/preview/ContentPreview'));
  await createStaff(cms.app, 'editor@example.com', ['editor']);
  editor = await signIn(cms.app, 'editor@example.com');
  const tree = (await (await fetch(`${origin}/cms/open/api/classify/treeData?classifyType=0&language=zh`)).json()) as { data: ClassifyNode[] };
  categoryId = tree.data[0]!.children[0]!.classifyId;
});
afterAll(() => cms?.close());
afterEach(() => expect(harness.missing).toEqual([]));

/**
 * The browser's cookie jar for the CMS's origin: Node's fetch keeps none, so the editor's
 * session cookie is sent with each call as Chromium sends it to the same origin.
 */
function withEditorSession() {
  const networkFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    networkFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: `${COOKIE_NAME}=${editor.cookie}` } }),
  );
}

async function createDraft(texts: ArticleDocument['texts'], inCategory = categoryId): Promise<number> {
  const document: ArticleDocument = { categoryId: inCategory, thumbnail: '', publishTime: '2026-11-20', sort: 1, tagIds: [], texts };
  const created = await call(cms.app, 'POST', '/content/articles', editor, { document });
  expect(created.statusCode, created.body).toBe(201);
  const record = created.json() as ContentRecord<ArticleDocument>;
  expect(record.published).toBe(false);
  return record.id;
}

describe('the preview page with the CMS', () => {
  it("links each language's own attached file, read from the back office", async () => {
    const storedFile = (name: string) => cms.app.db.selectFrom('stored_file').select('file_id').where('stored_name', '=', name).executeTakeFirstOrThrow();
    const chinese = await storedFile('2025-annual-report-zh.pdf');
    const english = await storedFile('2025-annual-report-en.pdf');
    const investor = (await (await fetch(`${origin}/cms/open/api/classify/treeData?classifyType=3&language=zh`)).json()) as { data: ClassifyNode[] };
    const id = await createDraft({
      zh: { title: '草稿年报', summary: '摘要', content: '<p>正文</p>', fileId: chinese.file_id },
      en: { title: 'Draft annual report', summary: 'Summary', content: '<p>Body</p>', fileId: english.file_id },
    }, investor.data[0]!.children[0]!.classifyId);
    withEditorSession();
    for (const [language, label, file] of [['zh-CN', /^下载 PDF/, '2025-annual-report-zh.pdf'], ['en-US', /^Download PDF/, '2025-annual-report-en.pdf']] as const) {
      harness = siteWrapper(language);
      const { unmount } = render(<ContentPreview language={language} search={`?kind=articles&id=${id}`} />, { wrapper: harness.wrapper });
      const link = await screen.findByRole('link', { name: label }, LOADED);
      expect(link.getAttribute('href')).toBe(`${origin}/cms/static/files/${file}`);
      unmount();
    }
  });

  it("shows an editor the unpublished draft in each language, with its category's name", async () => {
    const id = await createDraft({
      zh: { title: '未发布的草稿案例', summary: '摘要', content: '<p>草稿正文</p>', fileId: null },
      en: { title: 'An unpublished draft case', summary: 'Summary', content: '<p>Draft body</p>', fileId: null },
    });
    const tree = (await (await fetch(`${origin}/cms/open/api/classify/treeData?classifyType=0&language=en`)).json()) as { data: ClassifyNode[] };
    withEditorSession();
    harness = siteWrapper('zh-CN');
    const { unmount } = render(<ContentPreview language="zh-CN" search={`?kind=articles&id=${id}`} />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: '未发布的草稿案例' }, LOADED)).toBeTruthy();
    expect(screen.getByText('草稿正文')).toBeTruthy();
    unmount();

    harness = siteWrapper('en-US');
    render(<ContentPreview language="en-US" search={`?kind=articles&id=${id}`} />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'An unpublished draft case' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: tree.data[0]!.children[0]!.classifyName })).toBeTruthy();
    // Nothing of it is on the open API.
    expect(((await (await fetch(`${origin}/cms/open/api/articleDetails/${id}?language=en`)).json()) as { code: number }).code).toBe(404);
  });

  it('notes what the preview shows: an unpublished draft, the published version itself, then changes not published yet', async () => {
    const id = await createDraft({
      zh: { title: '状态说明案例', summary: '摘要', content: '<p>正文</p>', fileId: null },
      en: { title: 'A case of states', summary: 'Summary', content: '<p>Body</p>', fileId: null },
    });
    withEditorSession();
    const noteOf = async (language: 'zh-CN' | 'en-US', title: string) => {
      harness = siteWrapper(language);
      const { unmount } = render(<ContentPreview language={language} search={`?kind=articles&id=${id}`} />, { wrapper: harness.wrapper });
      await screen.findByRole('heading', { level: 1, name: title }, LOADED);
      const note = screen.getByRole('note').textContent;
      unmount();
      return note;
    };
    expect(await noteOf('zh-CN', '状态说明案例')).toBe('草稿预览：尚未发布');

    const record = (await call(cms.app, 'GET', `/content/articles/${id}`, editor)).json() as ContentRecord<ArticleDocument>;
    const published = await call(cms.app, 'POST', `/content/articles/${id}/publish`, editor, { revision: record.revision });
    expect(published.statusCode, published.body).toBe(200);
    expect(await noteOf('zh-CN', '状态说明案例')).toBe('预览：与网站上已发布的版本相同，没有待发布的修改');
    expect(await noteOf('en-US', 'A case of states')).toBe('Preview: the same as the version published on the site, with no changes waiting');

    const live = (published.json() as { record: ContentRecord<ArticleDocument> }).record;
    const changed = { ...live.document, texts: { ...live.document.texts, zh: { ...live.document.texts.zh!, title: '状态说明案例（改）' } } };
    const saved = await call(cms.app, 'PUT', `/content/articles/${id}`, editor, { revision: live.revision, document: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await noteOf('zh-CN', '状态说明案例（改）')).toBe('草稿预览：修改尚未发布，网站上仍是已发布的版本');
  });

  it("says a draft without English is hidden on the English site, without its Chinese text", async () => {
    const id = await createDraft({ zh: { title: '只有中文的草稿', summary: '摘要', content: '<p>正文</p>', fileId: null }, en: null });
    withEditorSession();
    harness = siteWrapper('en-US');
    const { container } = render(<ContentPreview language="en-US" search={`?kind=articles&id=${id}`} />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not written in English' }, LOADED)).toBeTruthy();
    expect(container.textContent).not.toContain('只有中文的草稿');
  });

  it("shows a new job's details page with the names of its category and work place", async () => {
    const job = await createDraftJob(cms.app, editor, '未发布的草稿职位');
    const category = (await call(cms.app, 'GET', `/content/job-categories/${job.document.jobCategoryId}`, editor)).json() as ContentRecord<JobCategoryDocument>;
    withEditorSession();
    harness = siteWrapper('zh-CN');
    render(<ContentPreview language="zh-CN" search={`?kind=jobs&id=${job.id}`} />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: '未发布的草稿职位' }, LOADED)).toBeTruthy();
    expect(screen.getByText(category.document.names.zh!)).toBeTruthy();
    expect(screen.getByText('草稿职责')).toBeTruthy();
  });

  it("shows the settings' draft in the footer, not the published settings", async () => {
    const current = (await call(cms.app, 'GET', `/content/settings/${SETTINGS_ID}`, editor)).json() as ContentRecord<SettingsDocument>;
    const document: SettingsDocument = { ...current.document, texts: { ...current.document.texts, en: { ...current.document.texts.en, companyName: 'Draft Company Name Ltd.' } } };
    const saved = await call(cms.app, 'PUT', `/content/settings/${SETTINGS_ID}`, editor, { revision: current.revision, document });
    expect(saved.statusCode, saved.body).toBe(200);
    withEditorSession();
    harness = siteWrapper('en-US');
    render(<ContentPreview language="en-US" search={`?kind=settings&id=${SETTINGS_ID}`} />, { wrapper: harness.wrapper });
    expect(await screen.findByText('Draft Company Name Ltd.', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: current.document.shared.phoneEn })).toBeTruthy();
  });

  it('says an unknown item does not exist', async () => {
    withEditorSession();
    harness = siteWrapper('en-US');
    render(<ContentPreview language="en-US" search="?kind=articles&id=987654" />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such item' }, LOADED)).toBeTruthy();
  });

  it('asks for a sign-in without a staff session, and shows nothing of the draft', async () => {
    const id = await createDraft({
      zh: { title: '不可见的草稿', summary: '摘要', content: '<p>正文</p>', fileId: null },
      en: { title: 'An invisible draft', summary: 'Summary', content: '<p>Body</p>', fileId: null },
    });
    harness = siteWrapper('zh-CN');
    const { container } = render(<ContentPreview language="zh-CN" search={`?kind=articles&id=${id}`} />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: '请登录后预览' }, LOADED)).toBeTruthy();
    expect(container.textContent).not.toContain('不可见的草稿');
  });
});
