// @vitest-environment jsdom
/**
 * The case list of /succeedCase/{outLink}: the site's filters and address over the case browser
 * widget, against the real CMS. A seeded SQLite CMS listens on a free local port and the widget's
 * calls reach it over HTTP (no mocked fetch); every call is recorded as the CMS received it.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { TAG_GROUPS, type Tag } from '../../../contract/entities/tag';
import type { CaseListProps } from '../../../site/src/components/cases/CaseList';
import { tagSetsOf } from '../../../site/src/components/cases/tagFacets';
import type { TestApp } from '../../support/testApp';
import { siteWrapper, startCms } from './siteHarness';

let cms: TestApp;
let origin: string;
let CaseList: (props: CaseListProps) => React.JSX.Element;
let root: ClassifyNode;
/**
 * `article/list` queries the CMS received since the last `props()`, as `classifyId#pageNum` (and
 * `+tagIds`): the test's own calls count too, so a test checking them makes its own calls first.
 */
let listCalls: string[] = [];

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}/cms/open/api/${path}`);
  return (await response.json()) as T;
}
const casePage = (classifyId: number, pageNum: number, language = 'zh', tagIds = '') =>
  api<{ code: number; rows: ArticleListItem[]; total: number }>(
    `article/list?classifyId=${classifyId}&pageNum=${pageNum}&pageSize=8&language=${language}${tagIds ? `&tagIds=${tagIds}` : ''}`,
  );
const titles = (rows: Array<{ articleTitle: string }>) => rows.map((row) => row.articleTitle);
const shownTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const results = () => screen.getByRole('region', { name: /成功案例|Success stories/ });

/** Every value aria-busy takes on the list from now on. */
function recordBusy(): string[] {
  const seen: string[] = [];
  new MutationObserver(() => seen.push(results().getAttribute('aria-busy')!)).observe(results(), {
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  return seen;
}

/** The filter groups as the page template offers them. */
const groupsOf = (tags: Tag[]) =>
  TAG_GROUPS.map((group) => ({
    group,
    tags: tags.filter((tag) => tag.tagGroup === group).map(({ tagId, tagName }) => ({ tagId, tagName })),
  }));

/** What the page template passes: page 1 as pre-rendered and the category's tag sets (here: from the CMS). */
async function props(classifyId: number, language: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<CaseListProps> {
  const apiLanguage = language === 'en-US' ? 'en' : 'zh';
  const first = await casePage(classifyId, 1, apiLanguage);
  const everything = await api<{ rows: ArticleListItem[] }>(`article/list?classifyId=${classifyId}&pageSize=100&language=${apiLanguage}`);
  listCalls = [];
  return { language, classifyId, initialPage: { classifyId, rows: first.rows, total: first.total }, tagGroups: [], tagSets: tagSetsOf(everything.rows) };
}

beforeAll(async () => {
  ({ cms, origin } = await startCms());
  cms.app.server.on('request', (request: { url: string }) => {
    const url = new URL(request.url, origin);
    if (!url.pathname.endsWith('/article/list')) return;
    const tags = url.searchParams.get('tagIds');
    listCalls.push(`${url.searchParams.get('classifyId')}#${url.searchParams.get('pageNum')}${tags ? `+${tags}` : ''}`);
  });
  // Imported once the CMS origin is known: the site's CMS client reads it on import.
  ({ CaseList } = await import('../../../site/src/components/cases/CaseList'));
  [root] = (await api<{ data: ClassifyNode[] }>('classify/treeData?classifyType=0&language=zh')).data as [ClassifyNode];
});
afterAll(() => cms?.close());

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

describe('case list paging at run time', () => {
  it('shows the pre-rendered page 1 without asking for it, asks the CMS for the page chosen, and reflects it in the address', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase');
    const user = userEvent.setup();
    const [second, third] = [await casePage(root.classifyId, 2), await casePage(root.classifyId, 3)];
    const initial = await props(root.classifyId);
    expect(initial.initialPage.total).toBe(45);
    render(<CaseList {...initial} />, { wrapper: harness.wrapper });
    expect(shownTitles()).toEqual(titles(initial.initialPage.rows));
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(listCalls).toEqual([]);

    const busy = recordBusy();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(shownTitles()).toEqual(titles(second.rows)));
    // The CMS's request log: the first list call it received is the page chosen, so page 1 was
    // never asked for (a request for it would have been sent before the click's).
    expect(listCalls).toEqual([`${root.classifyId}#2`]);
    expect(busy).toEqual(['true', 'false']);
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe('?page=2');
    expect(document.activeElement).toBe(results());

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(shownTitles()).toEqual(titles(third.rows)));
    expect(window.location.search).toBe('?page=3');

    await user.click(screen.getByRole('button', { name: '第 1 页' }));
    await waitFor(() => expect(shownTitles()).toEqual(titles(initial.initialPage.rows)));
    expect(window.location.search).toBe('');
    expect(listCalls).toEqual([`${root.classifyId}#2`, `${root.classifyId}#3`, `${root.classifyId}#1`]);
  });

  it.each([
    { label: 'the page of the address on load (?page=N), as a reload does', address: 4, shown: 4 },
    { label: 'the last page for an address past the end', address: 99, shown: 6 },
  ])('shows $label', async ({ address, shown }) => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', `/succeedCase/AllCase?page=${address}`);
    render(<CaseList {...await props(root.classifyId)} />, { wrapper: harness.wrapper });
    const expected = await casePage(root.classifyId, shown);
    await waitFor(() => expect(shownTitles()).toEqual(titles(expected.rows)));
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: `第 ${shown} 页` }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe(`?page=${shown}`);
  });

  it('pages in the language of the page, with detail links to its language', async () => {
    harness = siteWrapper('en-US');
    window.history.replaceState({}, '', '/en-US/succeedCase/AllCase');
    const user = userEvent.setup();
    render(<CaseList {...await props(root.classifyId, 'en-US')} />, { wrapper: harness.wrapper });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const second = await casePage(root.classifyId, 2, 'en');
    await waitFor(() => expect(shownTitles()).toEqual(titles(second.rows)));
    expect(shownTitles()[0]).toMatch(/^[\x20-\x7e]+$/);
    expect(screen.getAllByRole('link', { name: /^View details/ })[0]!.getAttribute('href')).toBe(
      `/en-US/caseDetails?id=${second.rows[0]!.articleId}`,
    );
  });

  it('follows a detail link client-side on a plain click, and leaves modified clicks to the browser', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase');
    const initial = await props(root.classifyId);
    render(<CaseList {...initial} />, { wrapper: harness.wrapper });
    const [link] = screen.getAllByRole('link', { name: /^查看详情/ });
    expect(link!.getAttribute('href')).toBe(`/caseDetails?id=${initial.initialPage.rows[0]!.articleId}`);

    expect(fireEvent.click(link!, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link!)).toBe(false);
    expect(vi.mocked(navigate).mock.calls.map(([to]) => to)).toEqual([`/caseDetails?id=${initial.initialPage.rows[0]!.articleId}`]);
  });

  it('ignores an answer with a non-zero code: the list, the pager and the address stay as they were', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase');
    const user = userEvent.setup();
    // The CMS refuses a negative category id with code 400.
    expect((await casePage(-1, 2)).code).toBe(400);
    const initial = await props(root.classifyId);
    render(<CaseList {...initial} classifyId={-1} initialPage={{ ...initial.initialPage, classifyId: -1 }} />, { wrapper: harness.wrapper });
    const busy = recordBusy();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(busy).toEqual(['true', 'false']));
    expect(listCalls).toEqual(['-1#2']);
    expect(shownTitles()).toEqual(titles(initial.initialPage.rows));
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe('');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('case filters at run time', () => {
  it('reloads page 1 with the chosen tags, and disables the values that would leave nothing', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase?page=3');
    const user = userEvent.setup();
    const tags = (await api<{ data: Tag[] }>('tag/list?language=zh')).data;
    const tagGroups = groupsOf(tags);
    render(<CaseList {...await props(root.classifyId)} tagGroups={tagGroups} />, { wrapper: harness.wrapper });
    const third = await casePage(root.classifyId, 3);
    await waitFor(() => expect(shownTitles()).toEqual(titles(third.rows)));
    expect(window.location.search).toBe('?page=3');

    // A province that occurs on several cases.
    const everything = await api<{ rows: ArticleListItem[] }>(`article/list?classifyId=${root.classifyId}&pageSize=100&language=zh`);
    const provinces = tagGroups.find(({ group }) => group === 'province')!.tags;
    const province = provinces
      .map((tag) => ({ tag, count: everything.rows.filter((row) => row.tagIds.includes(tag.tagId)).length }))
      .sort((a, b) => b.count - a.count)[0]!.tag;
    await user.selectOptions(screen.getByLabelText('省份'), String(province.tagId));
    const filtered = await casePage(root.classifyId, 1, 'zh', String(province.tagId));
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(45);
    await waitFor(() => expect(shownTitles()).toEqual(titles(filtered.rows)));
    expect(screen.getByText(`共 ${filtered.total} 条`)).toBeTruthy();
    expect(window.location.search).toBe(`?tags=${province.tagId}`);

    // A partner that never worked in that province.
    const partners = tagGroups.find(({ group }) => group === 'partner')!.tags;
    const absent = partners.find(
      (partner) => !everything.rows.some((row) => row.tagIds.includes(partner.tagId) && row.tagIds.includes(province.tagId)),
    );
    expect(absent).toBeDefined();
    const absentOption = within(screen.getByLabelText('合作伙伴')).getByRole('option', { name: `${absent!.tagName}（0）` }) as HTMLOptionElement;
    expect(absentOption.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    const first = await casePage(root.classifyId, 1);
    await waitFor(() => expect(shownTitles()).toEqual(titles(first.rows)));
    expect(window.location.search).toBe('');
  });

  it('shows the empty state when the address asks for a combination no case has (a link older than the cases)', async () => {
    harness = siteWrapper('zh-CN');
    const tags = (await api<{ data: Tag[] }>('tag/list?language=zh')).data;
    const everything = await api<{ rows: ArticleListItem[] }>(`article/list?classifyId=${root.classifyId}&pageSize=100&language=zh`);
    const province = tags.find((tag) => tag.tagGroup === 'province' && everything.rows.some((row) => row.tagIds.includes(tag.tagId)))!;
    const absent = tags.find(
      (tag) => tag.tagGroup === 'partner' && !everything.rows.some((row) => row.tagIds.includes(tag.tagId) && row.tagIds.includes(province.tagId)),
    );
    expect(absent).toBeDefined();
    window.history.replaceState({}, '', `/succeedCase/AllCase?tags=${province.tagId},${absent!.tagId}`);
    render(<CaseList {...await props(root.classifyId)} tagGroups={groupsOf(tags)} />, { wrapper: harness.wrapper });
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    expect(shownTitles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('starts from the filters and page of the address', async () => {
    harness = siteWrapper('zh-CN');
    const tags = (await api<{ data: Tag[] }>('tag/list?language=zh')).data;
    const tagGroups = groupsOf(tags);
    const everything = await api<{ rows: ArticleListItem[] }>(`article/list?classifyId=${root.classifyId}&pageSize=100&language=zh`);
    // The tag carried by the most cases: more than one page of them.
    const tag = tags
      .map((candidate) => ({ candidate, count: everything.rows.filter((row) => row.tagIds.includes(candidate.tagId)).length }))
      .sort((a, b) => b.count - a.count)[0]!;
    expect(tag.count).toBeGreaterThan(8);
    const second = await casePage(root.classifyId, 2, 'zh', String(tag.candidate.tagId));
    window.history.replaceState({}, '', `/succeedCase/AllCase?page=2&tags=${tag.candidate.tagId}`);
    render(<CaseList {...await props(root.classifyId)} tagGroups={tagGroups} />, { wrapper: harness.wrapper });
    await waitFor(() => expect(shownTitles()).toEqual(titles(second.rows)));
    expect(listCalls).toEqual([`${root.classifyId}#2+${tag.candidate.tagId}`]);
    expect(window.location.search).toBe(`?page=2&tags=${tag.candidate.tagId}`);
  });
});
