// @vitest-environment jsdom
/**
 * The case browser against a real CMS: categories (All first), pages of 8 with a five-button
 * pager window, load-more in a narrow container, a pinned category, a pre-rendered first page
 * that is not fetched again, and the empty state.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { CaseBrowser } from '../../../widgets/cases';
import { caseRequests } from '../../../widgets/cases/caseRequests';
import { createCmsApi, type CmsApi } from '../../../widgets/shared/cmsApi';
import { startTestApp, type TestApp } from '../../support/testApp';
import { stubMatchMedia } from '../../support/matchMedia';

const API = '/cms/open/api';

describe('case browser', () => {
  let test: TestApp;
  let origin: string;
  let root: ClassifyNode;
  let allCases: ArticleListItem[];

  const get = async <T,>(call: string, query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return (await (await fetch(`${origin}${API}/${call}?${search}`)).json()) as T;
  };
  const page = async (classifyId: number, pageNum: number, extra: Record<string, string> = {}) =>
    get<{ code: number; rows: ArticleListItem[]; total: number }>('article/list', { classifyId, pageNum, pageSize: 8, language: 'zh', ...extra });

  /** The real client, recording each call with its query. */
  const countingApi = () => {
    const real = createCmsApi(origin);
    const calls: string[] = [];
    const answers: Array<Promise<unknown>> = [];
    const api: CmsApi = {
      baseUrl: real.baseUrl,
      get: (call, query = {}) => {
        calls.push(`${call}${query.pageNum !== undefined ? `#${query.pageNum}` : ''}`);
        const answer = real.get(call, query);
        answers.push(answer.catch(() => null));
        return answer;
      },
      postJson: real.postJson,
      upload: real.upload,
    };
    /** Every call made so far has been answered, and the browser is no longer busy with an answer. */
    const settled = async () => {
      await Promise.all(answers);
      await waitFor(() => expect(screen.getByRole('region', { name: /成功案例|Success stories/ }).getAttribute('aria-busy')).toBe('false'));
    };
    return { api, calls, settled };
  };

  const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  const pageButtons = () =>
    within(screen.getByRole('navigation', { name: /分页|pages/i }))
      .getAllByRole('button', { name: /^(第 \d+ 页|Page \d+)$/ })
      .map((button) => Number(button.textContent));
  const currentPage = () => Number(screen.getByRole('button', { current: 'page' }).textContent);
  const waitForTitles = (rows: ArticleListItem[]) => waitFor(() => expect(titles()).toEqual(rows.map((row) => row.articleTitle)));

  beforeAll(async () => {
    test = await startTestApp('sqlite', { corsOrigins: [window.location.origin] });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    root = (await get<{ data: ClassifyNode[] }>('classify/treeData', { classifyType: 0, language: 'zh' })).data[0]!;
    allCases = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const { rows, total } = await page(root.classifyId, pageNum);
      allCases.push(...rows);
      if (rows.length === 0 || allCases.length >= total) break;
    }
  });
  afterAll(() => test?.close());
  afterEach(cleanup);

  it('the seed has six pages of cases in All (a precondition of the pager tests)', () => {
    expect(allCases.length).toBeGreaterThan(5 * 8);
    expect(allCases.length).toBeLessThanOrEqual(6 * 8);
  });

  it('lists the categories with All (the root) first and shows page 1 of All as cards', async () => {
    const { api } = countingApi();
    render(<CaseBrowser api={api} language="zh" />);
    const selector = await screen.findByRole('navigation', { name: '案例分类' });
    const buttons = within(selector).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([root.classifyName, ...root.children.map((child) => child.classifyName)]);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');

    await waitForTitles(allCases.slice(0, 8));
    const first = allCases[0]!;
    const card = screen.getByRole('article', { name: first.articleTitle });
    expect(card.querySelector('img')?.getAttribute('src')).toBe(`${origin}${first.articleThumbnail}`);
    expect(within(card).getByText(first.articleSummary)).toBeTruthy();
    const link = within(card).getByRole('link', { name: new RegExp(`查看详情.*${first.articleTitle}`) });
    expect(link.getAttribute('href')).toBe(`${origin}/caseDetails?id=${first.articleId}`);
    expect(screen.getByText(`共 ${allCases.length} 条`)).toBeTruthy();
  });

  it('pages with previous, next and a window of five page buttons', async () => {
    const user = userEvent.setup();
    render(<CaseBrowser api={createCmsApi(origin)} language="zh" />);
    await waitForTitles(allCases.slice(0, 8));
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitForTitles(allCases.slice(8, 16));
    expect(currentPage()).toBe(2);

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitForTitles(allCases.slice(16, 24));
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);

    await user.click(screen.getByRole('button', { name: '第 5 页' }));
    await waitForTitles(allCases.slice(32, 40));
    expect(pageButtons()).toEqual([2, 3, 4, 5, 6]);

    await user.click(screen.getByRole('button', { name: '第 6 页' }));
    await waitForTitles(allCases.slice(40));
    expect(pageButtons()).toEqual([2, 3, 4, 5, 6]);
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: '上一页' }));
    await waitForTitles(allCases.slice(32, 40));
    expect(currentPage()).toBe(5);
  });

  it('loads a category when it is chosen, from its page 1', async () => {
    const user = userEvent.setup();
    const category = root.children.find((child) => child.outLink === 'newEnergy')!;
    const expected = await page(category.classifyId, 1);
    render(<CaseBrowser api={createCmsApi(origin)} language="zh" />);
    await waitForTitles(allCases.slice(0, 8));
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitForTitles(allCases.slice(16, 24));
    await user.click(screen.getByRole('button', { name: category.classifyName }));
    await waitForTitles(expected.rows);
    expect(screen.getByRole('button', { name: category.classifyName }).getAttribute('aria-pressed')).toBe('true');
    expect(currentPage()).toBe(1);
    expect(screen.getByText(`共 ${expected.total} 条`)).toBeTruthy();
  });

  it('reloads the tree in the new language and goes back to All when the language changes', async () => {
    const user = userEvent.setup();
    const englishRoot = (await get<{ data: ClassifyNode[] }>('classify/treeData', { classifyType: 0, language: 'en' })).data[0]!;
    const englishFirst = await get<{ rows: ArticleListItem[] }>('article/list', { classifyId: englishRoot.classifyId, pageNum: 1, pageSize: 8, language: 'en' });
    const api = createCmsApi(origin);
    const { rerender } = render(<CaseBrowser api={api} language="zh" />);
    await waitForTitles(allCases.slice(0, 8));
    await user.click(screen.getByRole('button', { name: root.children[1]!.classifyName }));
    await waitFor(() => expect(screen.getByRole('button', { name: root.children[1]!.classifyName }).getAttribute('aria-pressed')).toBe('true'));

    rerender(<CaseBrowser api={api} language="en" />);
    const selector = await screen.findByRole('navigation', { name: 'Case categories' });
    await waitFor(() => expect(within(selector).getAllByRole('button')[0]!.textContent).toBe(englishRoot.classifyName));
    expect(within(selector).getAllByRole('button')[0]!.getAttribute('aria-pressed')).toBe('true');
    await waitForTitles(englishFirst.rows);
    expect(screen.getByText(`${allCases.length} in total`)).toBeTruthy();
  });

  it('in a container narrower than 640 px loads more instead of paging, until everything is loaded', async () => {
    const restore = stubResizeObserver(400);
    try {
      const user = userEvent.setup();
      render(<CaseBrowser api={createCmsApi(origin)} language="en" />);
      await waitFor(() => expect(titles()).toHaveLength(8));
      expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
      for (let loaded = 8; loaded < allCases.length; loaded += 8) {
        await user.click(await screen.findByRole('button', { name: 'Load more' }));
        await waitFor(() => expect(titles()).toHaveLength(Math.min(loaded + 8, allCases.length)));
      }
      expect(screen.getByText('All cases loaded')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
      // The English case list: English titles, and detail links to the English pages.
      expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toMatch(new RegExp(`^${origin}/en-US/caseDetails\\?id=\\d+$`));
    } finally {
      restore();
    }
  });

  it('falls back to the viewport width (matchMedia) where ResizeObserver is missing', async () => {
    const restore = stubMatchMedia(true);
    try {
      const category = root.children.find((child) => child.outLink === 'tobacco')!;
      render(<CaseBrowser api={createCmsApi(origin)} language="zh" category={category.classifyId} />);
      expect(await screen.findByText('已全部加载')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('pinned to a category by outLink or by id: no selector, only that category’s cases', async () => {
    const category = root.children.find((child) => child.outLink === 'tobacco')!;
    const expected = await page(category.classifyId, 1);
    const { api, calls } = countingApi();
    const { unmount } = render(<CaseBrowser api={api} language="zh" category="tobacco" detailBaseUrl="https://www.example.com/" />);
    await waitForTitles(expected.rows);
    expect(screen.queryByRole('navigation', { name: '案例分类' })).toBeNull();
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe(`https://www.example.com/caseDetails?id=${expected.rows[0]!.articleId}`);
    expect(calls).toEqual(['classify/treeData', 'article/list#1']);
    unmount();

    const byId = countingApi();
    render(<CaseBrowser api={byId.api} language="zh" category={category.classifyId} />);
    await waitForTitles(expected.rows);
    expect(byId.calls).toEqual(['article/list#1']);
  });

  it('starts from a pre-rendered page 1 without fetching it again, and fetches the pages after it', async () => {
    const first = await page(root.classifyId, 1);
    const { api, calls } = countingApi();
    const user = userEvent.setup();
    render(<CaseBrowser api={api} language="zh" initialPage={{ classifyId: root.classifyId, rows: first.rows, total: first.total }} />);
    // On screen from the first render: no flash of an empty list.
    expect(titles()).toEqual(first.rows.map((row) => row.articleTitle));
    // The set-up asks for a page, if at all, in the same turn as it hands over the tree: once the
    // category bar shows, every call it makes is in the log.
    await screen.findByRole('navigation', { name: '案例分类' });
    expect(calls).toEqual(['classify/treeData']);
    expect(titles()).toEqual(first.rows.map((row) => row.articleTitle));

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitForTitles(allCases.slice(8, 16));
    expect(calls).toEqual(['classify/treeData', 'article/list#2']);
  });

  it('pinned with a pre-rendered page and tree: no call at all until the visitor pages', async () => {
    const category = root.children.find((child) => child.outLink === 'newEnergy')!;
    const first = await page(category.classifyId, 1);
    const { api, calls } = countingApi();
    render(<CaseBrowser api={api} language="zh" category="newEnergy" initialPage={{ classifyId: category.classifyId, ...first }} />);
    expect(titles()).toEqual(first.rows.map((row) => row.articleTitle));
    // The set-up starts once the calls' chunk is here: awaited after the browser's own wait for it (act then flushes what followed).
    await act(() => caseRequests.load());
    expect(calls).toEqual([]);
  });

  it('loads the first cards\' thumbnails at once, the first with high priority, and the rest lazily', async () => {
    render(<CaseBrowser api={createCmsApi(origin)} language="zh" />);
    await waitForTitles(allCases.slice(0, 8));
    const thumbnails = [...document.querySelectorAll('img.cmsw-case-thumb')];
    expect(thumbnails.map((image) => image.getAttribute('loading'))).toEqual([null, null, null, null, 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(thumbnails.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null, null, null]);
  });

  it('starts at the start page, past a pre-rendered page 1, and reports the pages shown but not load-more steps', async () => {
    const first = await page(root.classifyId, 1);
    const { api, calls } = countingApi();
    const shown: number[] = [];
    const user = userEvent.setup();
    const initialPage = { classifyId: root.classifyId, rows: first.rows, total: first.total };
    const { rerender } = render(<CaseBrowser api={api} language="zh" category={root.classifyId} initialPage={initialPage} startPage={3} onPageChange={(n) => shown.push(n)} />);
    await waitForTitles(allCases.slice(16, 24));
    expect(currentPage()).toBe(3);
    expect(calls).toEqual(['article/list#3']);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitForTitles(allCases.slice(24, 32));
    expect(shown).toEqual([3, 4]);

    // A new start page starts over there; one past the end shows the last page.
    rerender(<CaseBrowser api={api} language="zh" category={root.classifyId} initialPage={initialPage} startPage={99} onPageChange={(n) => shown.push(n)} />);
    await waitForTitles(allCases.slice(40));
    expect(currentPage()).toBe(6);
    expect(shown).toEqual([3, 4, 6]);
    cleanup();

    const restore = stubResizeObserver(400);
    try {
      const narrow: number[] = [];
      render(<CaseBrowser api={api} language="zh" category={root.classifyId} initialPage={initialPage} onPageChange={(n) => narrow.push(n)} />);
      await user.click(await screen.findByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(titles()).toHaveLength(16));
      expect(narrow).toEqual([]);
    } finally {
      restore();
    }
  });

  it('shows 暂无数据 / No data when a tag filter matches nothing', async () => {
    // Two tags that no case carries together.
    const tagSets = allCases.map((row) => new Set(row.tagIds));
    const tags = [...new Set(allCases.flatMap((row) => row.tagIds))];
    const pair = tags.flatMap((a) => tags.map((b) => [a, b] as const)).find(([a, b]) => a < b && !tagSets.some((set) => set.has(a) && set.has(b)));
    expect(pair).toBeDefined();
    expect((await page(root.classifyId, 1, { tagIds: pair!.join(',') })).total).toBe(0);

    render(<CaseBrowser api={createCmsApi(origin)} language="zh" tagIds={[...pair!]} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    cleanup();

    render(<CaseBrowser api={createCmsApi(origin)} language="en" tagIds={pair!.join(',')} />);
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('ignores a non-zero code silently: the list stays empty, or stays as it was', async () => {
    const { api, calls, settled } = countingApi();
    // classifyId 0 is not an id: the CMS answers code 400.
    expect((await page(0, 1)).code).toBe(400);
    const { unmount } = render(<CaseBrowser api={api} language="zh" category={0} />);
    await waitFor(() => expect(calls).toEqual(['article/list#1']));
    await settled();
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    unmount();

    // More than 20 tag ids is a bad request too: the cards already shown stay.
    const tobacco = root.children.find((child) => child.outLink === 'tobacco')!;
    const expected = await page(tobacco.classifyId, 1);
    const second = countingApi();
    const { rerender } = render(<CaseBrowser api={second.api} language="zh" category="tobacco" />);
    await waitForTitles(expected.rows);
    const tooMany = Array.from({ length: 21 }, (_, index) => index + 1);
    rerender(<CaseBrowser api={second.api} language="zh" category="tobacco" tagIds={tooMany} />);
    await waitFor(() => expect(second.calls.filter((call) => call === 'article/list#1')).toHaveLength(2));
    await second.settled();
    expect(titles()).toEqual(expected.rows.map((row) => row.articleTitle));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** jsdom lays nothing out: a ResizeObserver that reports the given width for every element. */
function stubResizeObserver(width: number): () => void {
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  class FixedWidthObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height: 600 } } as unknown as ResizeObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  }
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FixedWidthObserver;
  return () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
  };
}
