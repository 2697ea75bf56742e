// @vitest-environment jsdom
/**
 * The narrow-screen load-more control: on its own, and appending pages of the real CMS (a
 * seeded SQLite CMS on a free local port) in the case list.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import type { CaseBrowserProps } from '../../../site/components/cases/CaseBrowser';
import { LoadMore } from '../../../site/components/cases/LoadMore';
import type { TestApp } from '../../support/testApp';
import { siteWrapper, startCms, stubMatchMedia } from './siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

describe('LoadMore', () => {
  it('asks for more while pages remain, and ignores clicks while loading', async () => {
    harness = siteWrapper('zh-CN');
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />, { wrapper: harness.wrapper });
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<LoadMore hasMore loading onLoadMore={onLoadMore} />);
    const busy = screen.getByRole('button', { name: '加载中…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the load-completed state once everything is shown', () => {
    harness = siteWrapper('en-US');
    render(<LoadMore hasMore={false} loading={false} onLoadMore={() => {}} />, { wrapper: harness.wrapper });
    expect(screen.getByText('All loaded')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('load more in the case list (narrow screens)', () => {
  let cms: TestApp;
  let origin: string;
  let CaseBrowser: (props: CaseBrowserProps) => React.JSX.Element;
  let categories: ClassifyNode[];
  let restoreMatchMedia: () => void;

  const casePage = async (classifyId: number, pageNum: number) =>
    (await (
      await fetch(`${origin}/cms/open/api/article/list?classifyId=${classifyId}&pageNum=${pageNum}&pageSize=8&language=zh`)
    ).json()) as { rows: ArticleListItem[]; total: number };
  const shownTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

  beforeAll(async () => {
    ({ cms, origin } = await startCms());
    ({ CaseBrowser } = await import('../../../site/components/cases/CaseBrowser'));
    const tree = (await (await fetch(`${origin}/cms/open/api/classify/treeData?classifyType=0&language=zh`)).json()) as {
      data: ClassifyNode[];
    };
    categories = [tree.data[0]!, ...tree.data[0]!.children];
    restoreMatchMedia = stubMatchMedia(true);
  });
  afterAll(async () => {
    restoreMatchMedia?.();
    await cms?.close();
  });

  it('appends the next page under the ones shown, moves focus to the first new case, then says all is loaded', async () => {
    harness = siteWrapper('zh-CN');
    const user = userEvent.setup();
    // A category of more than one page but fewer than three.
    let category: ClassifyNode | undefined;
    let first: Awaited<ReturnType<typeof casePage>> | undefined;
    for (const candidate of categories.slice(1)) {
      const page = await casePage(candidate.classifyId, 1);
      if (page.total > 8 && page.total <= 16) {
        category = candidate;
        first = page;
        break;
      }
    }
    expect(category).toBeDefined();
    window.history.replaceState({}, '', `/succeedCase/${category!.outLink}`);
    render(
      <CaseBrowser language="zh-CN" classifyId={category!.classifyId} initialRows={first!.rows} initialTotal={first!.total} tagGroups={[]} />,
      { wrapper: harness.wrapper },
    );
    expect(shownTitles()).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    const second = await casePage(category!.classifyId, 2);
    const all = [...first!.rows, ...second.rows].map((row) => row.articleTitle);
    await waitFor(() => expect(shownTitles()).toEqual(all));
    expect(all).toHaveLength(first!.total);
    expect(screen.getByText('已全部加载')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(document.activeElement?.getAttribute('href')).toBe(`/caseDetails?id=${second.rows[0]!.articleId}`);
    // Loading more is not paging: the address keeps no page number.
    expect(window.location.search).toBe('');
  });

  it('loads every page of all cases, one page a click, and starts at page 1 even when the address names another', async () => {
    harness = siteWrapper('zh-CN');
    const user = userEvent.setup();
    const root = categories[0]!;
    const first = await casePage(root.classifyId, 1);
    window.history.replaceState({}, '', `/succeedCase/${root.outLink}?page=3`);
    render(
      <CaseBrowser language="zh-CN" classifyId={root.classifyId} initialRows={first.rows} initialTotal={first.total} tagGroups={[]} />,
      { wrapper: harness.wrapper },
    );
    await waitFor(() => expect(window.location.search).toBe(''));
    const pages = Math.ceil(first.total / 8);
    for (let page = 2; page <= pages; page += 1) {
      await user.click(await screen.findByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(shownTitles()).toHaveLength(Math.min(page * 8, first.total)));
    }
    expect(screen.getByText('已全部加载')).toBeTruthy();
    const everything = (await (
      await fetch(`${origin}/cms/open/api/article/list?classifyId=${root.classifyId}&pageSize=100&language=zh`)
    ).json()) as { rows: ArticleListItem[] };
    expect(shownTitles()).toEqual(everything.rows.map((row) => row.articleTitle));
  });
});
