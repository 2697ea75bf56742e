// @vitest-environment jsdom
/**
 * A content list names each item as the site shows it: a published item by its live title, with
 * the draft's new title marked under it until it is published (a language the draft drops says
 * so); an item never published by its working copy. The order has one column (its heading sorts,
 * its buttons move), not a position number beside it.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import React from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArticleList } from '../../admin/src/content/articles/ArticleViews';
import { FriendlyLinkList } from '../../admin/src/content/friendlyLinks/FriendlyLinkViews';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import type { ContentListRow } from '../../contract/content/protocol';
import { NO_SCHEDULE } from '../../contract/content/schedule';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('zh'));

const row = (id: number, overrides: Partial<ContentListRow>): ContentListRow => ({
  id, revision: 1, published: true, hasDraft: false, missingLanguages: [], outOfDateLanguages: [], draftBy: null, draftAt: null, schedule: NO_SCHEDULE,
  title: { zh: `案例 ${id}`, en: `Case ${id}` }, liveTitle: { zh: `案例 ${id}`, en: `Case ${id}` }, sort: id,
  ...overrides,
});

const ROWS: ContentListRow[] = [
  // Published, its draft renames it in Chinese and drops its English.
  row(1, { hasDraft: true, title: { zh: '新名称', en: null }, liveTitle: { zh: '线上名称', en: 'Live name' }, missingLanguages: ['en'] }),
  // Published, its draft changes something else than the title.
  row(2, { hasDraft: true }),
  // Never published: the site shows nothing, the list names it by its working copy.
  row(3, { published: false, hasDraft: true, title: { zh: '未发布的新名称', en: 'Unpublished' }, liveTitle: { zh: '创建时的名称', en: 'As created' } }),
];

function renderList(resource: string, list: React.ReactElement) {
  const dataProvider = testDataProvider({ getList: async () => ({ data: ROWS, total: ROWS.length }) as never });
  render(
    <TestMemoryRouter initialEntries={[`/${resource}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>{list}</ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const LOADED = { timeout: 10_000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, LOADED)).closest('tr')!;

describe('the titles of a content list', () => {
  it('shows the live title of a published item and marks the draft’s new one under it', async () => {
    renderList('content/cases', <ArticleList />);
    const renamed = await rowOf('线上名称');
    expect(within(renamed).getByText('草稿中的新标题：新名称')).toBeTruthy();
    expect(within(renamed).getByText('Live name')).toBeTruthy();
    expect(within(renamed).getByText('草稿中的新标题：(缺少英文)')).toBeTruthy();
    expect(within(renamed).queryByText('新名称')).toBeNull();

    const unchanged = await rowOf('案例 2');
    expect(within(unchanged).queryByText(/草稿中的新标题/)).toBeNull();

    const unpublished = await rowOf('未发布的新名称');
    expect(within(unpublished).queryByText('创建时的名称')).toBeNull();
    expect(within(unpublished).queryByText(/草稿中的新标题/)).toBeNull();
  });

  it('has one column for the order, and none for the position number', async () => {
    renderList('content/cases', <ArticleList />);
    await rowOf('线上名称');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(['标题（中文）', '标题（英文）', '状态', '定时', '顺序']);
    expect(within(await rowOf('案例 2')).queryByText('2')).toBeNull();
  });

  it('marks the draft’s new title of a kind named in one language too, and names its move buttons by the live title', async () => {
    renderList('content/friendly-links', <FriendlyLinkList />);
    const renamed = await rowOf('线上名称');
    expect(within(renamed).getByText('草稿中的新标题：新名称')).toBeTruthy();
    expect(within(renamed).getByRole('button', { name: '上移：线上名称' })).toBeTruthy();
  });
});
