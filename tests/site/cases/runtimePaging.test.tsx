// @vitest-environment jsdom
/**
 * Run-time paging of the case list against the real CMS: a seeded SQLite CMS listens on a free
 * local port and the component's calls reach it over HTTP (no mocked fetch).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { TAG_GROUPS, type Tag } from '../../../contract/entities/tag';
import type { CaseBrowserProps } from '../../../site/components/cases/CaseBrowser';
import type { TestApp } from '../../support/testApp';
import { siteWrapper, startCms } from './siteHarness';

let cms: TestApp;
let origin: string;
let CaseBrowser: (props: CaseBrowserProps) => React.JSX.Element;
let root: ClassifyNode;

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
const gridArea = () => screen.getByRole('heading', { level: 2 }).closest('section')!.querySelector('[aria-busy]')!;

/** Every value aria-busy takes on the grid from now on. */
function recordBusy(): string[] {
  const seen: string[] = [];
  new MutationObserver(() => seen.push(gridArea().getAttribute('aria-busy')!)).observe(gridArea(), {
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  return seen;
}

async function props(classifyId: number, language: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<CaseBrowserProps> {
  const first = await casePage(classifyId, 1, language === 'en-US' ? 'en' : 'zh');
  return {
    language,
    classifyId,
    initialRows: first.rows,
    initialTotal: first.total,
    tagGroups: [],
  };
}

beforeAll(async () => {
  ({ cms, origin } = await startCms());
  // Imported once the CMS origin is known: the site's CMS client reads it on import.
  ({ CaseBrowser } = await import('../../../site/components/cases/CaseBrowser'));
  [root] = (await api<{ data: ClassifyNode[] }>('classify/treeData?classifyType=0&language=zh')).data as [ClassifyNode];
});
afterAll(() => cms?.close());

let harness: ReturnType<typeof siteWrapper>;
beforeAll(() => {
  window.history.replaceState({}, '', '/succeedCase/AllCase');
});
afterEach(() => expect(harness.missing).toEqual([]));

describe('case list paging at run time', () => {
  it('asks the CMS for the page chosen, shows it, reflects it in the address and focuses the grid heading', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase');
    const user = userEvent.setup();
    const initial = await props(root.classifyId);
    expect(initial.initialTotal).toBe(45);
    render(<CaseBrowser {...initial} />, { wrapper: harness.wrapper });
    expect(shownTitles()).toEqual(titles(initial.initialRows));
    expect(screen.getByText('共 45 条')).toBeTruthy();

    const busy = recordBusy();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    const second = await casePage(root.classifyId, 2);
    await waitFor(() => expect(shownTitles()).toEqual(titles(second.rows)));
    expect(busy).toEqual(['true', 'false']);
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe('?page=2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '案例列表' }));

    await user.click(screen.getByRole('button', { name: '下一页' }));
    const third = await casePage(root.classifyId, 3);
    await waitFor(() => expect(shownTitles()).toEqual(titles(third.rows)));
    expect(window.location.search).toBe('?page=3');

    await user.click(screen.getByRole('button', { name: '第 1 页' }));
    await waitFor(() => expect(shownTitles()).toEqual(titles(initial.initialRows)));
    expect(window.location.search).toBe('');
  });

  it('loads the page of the address on load (?page=N), as a reload does', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase?page=4');
    render(<CaseBrowser {...await props(root.classifyId)} />, { wrapper: harness.wrapper });
    const fourth = await casePage(root.classifyId, 4);
    await waitFor(() => expect(shownTitles()).toEqual(titles(fourth.rows)));
    const pager = screen.getByRole('navigation', { name: '案例分页' });
    expect(within(pager).getByRole('button', { name: '第 4 页' }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe('?page=4');
  });

  it('shows the last page for an address past the end', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase?page=99');
    render(<CaseBrowser {...await props(root.classifyId)} />, { wrapper: harness.wrapper });
    const last = await casePage(root.classifyId, 6);
    await waitFor(() => expect(shownTitles()).toEqual(titles(last.rows)));
    expect(window.location.search).toBe('?page=6');
  });

  it('pages in the language of the page', async () => {
    harness = siteWrapper('en-US');
    window.history.replaceState({}, '', '/en-US/succeedCase/AllCase');
    const user = userEvent.setup();
    render(<CaseBrowser {...await props(root.classifyId, 'en-US')} />, { wrapper: harness.wrapper });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const second = await casePage(root.classifyId, 2, 'en');
    await waitFor(() => expect(shownTitles()).toEqual(titles(second.rows)));
    expect(shownTitles()[0]).toMatch(/^[\x20-\x7e]+$/);
    expect(screen.getAllByRole('link', { name: /^View details/ })[0]!.getAttribute('href')).toBe(
      `/en-US/caseDetails?id=${second.rows[0]!.articleId}`,
    );
  });

  it('ignores an answer with a non-zero code: the list, the pager and the address stay as they were', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase');
    const user = userEvent.setup();
    const initial = await props(root.classifyId);
    // The CMS refuses a negative category id with code 400.
    expect((await casePage(-1, 2)).code).toBe(400);
    render(<CaseBrowser {...initial} classifyId={-1} />, { wrapper: harness.wrapper });
    const busy = recordBusy();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(busy).toEqual(['true', 'false']));
    expect(shownTitles()).toEqual(titles(initial.initialRows));
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe('');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('case filters at run time', () => {
  it('reloads page 1 with the chosen tags, and shows the empty state when nothing matches', async () => {
    harness = siteWrapper('zh-CN');
    window.history.replaceState({}, '', '/succeedCase/AllCase?page=3');
    const user = userEvent.setup();
    const tags = (await api<{ data: Tag[] }>('tag/list?language=zh')).data;
    const tagGroups = TAG_GROUPS.map((group) => ({
      group,
      tags: tags.filter((tag) => tag.tagGroup === group).map(({ tagId, tagName }) => ({ tagId, tagName })),
    }));
    render(<CaseBrowser {...await props(root.classifyId)} tagGroups={tagGroups} />, { wrapper: harness.wrapper });
    await waitFor(() => expect(window.location.search).toBe('?page=3'));

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
    await user.selectOptions(screen.getByLabelText('合作伙伴'), String(absent!.tagId));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    expect(shownTitles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: '案例分页' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    const first = await casePage(root.classifyId, 1);
    await waitFor(() => expect(shownTitles()).toEqual(titles(first.rows)));
    expect(window.location.search).toBe('');
  });
});
