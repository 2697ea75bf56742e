// @vitest-environment jsdom
/**
 * Moving items of a content list from any page: up and down by one and to a typed position of
 * the whole list, each asking the server to move the item as loaded (its revision); buttons the
 * keyboard reaches, on a desktop's table and a phone's list alike; disabled where the list's
 * order is not the positions' (filtered); a refused move (another editor first) is said.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, HttpError, Notification, ResourceContextProvider, testDataProvider, TestMemoryRouter, type GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FriendlyLinkList } from '../../admin/src/content/friendlyLinks/FriendlyLinkViews';
import { JobList } from '../../admin/src/content/jobs/JobViews';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import type { ContentListRow, ContentMove } from '../../contract/content/protocol';
import { stubMatchMedia } from '../support/matchMedia';
import { NO_SCHEDULE } from '../../contract/content/schedule';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const RESOURCE = 'content/friendly-links';
const rows: ContentListRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: 101 + index,
  revision: 3 + index,
  published: true,
  hasDraft: false,
  missingLanguages: [],
  outOfDateLanguages: [],
  draftBy: null,
  draftAt: null,
  schedule: NO_SCHEDULE,
  title: { zh: `链接 ${index + 1}`, en: null },
  liveTitle: { zh: `链接 ${index + 1}`, en: null },
  sort: index + 1,
}));

/** The list at `search`, its pages cut from `rows` as the server cuts them; `moves` records each move asked for. */
function renderList(search: string, refuse?: string, list: React.ReactElement = <FriendlyLinkList />) {
  const moves: Array<{ id: unknown; move: ContentMove }> = [];
  const pages: GetListParams[] = [];
  const dataProvider = testDataProvider({
    getList: async (_resource: string, params: GetListParams) => {
      pages.push(params);
      const { page, perPage } = params.pagination!;
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length } as never;
    },
    moveContent: async (_resource: string, id: unknown, move: ContentMove) => {
      moves.push({ id, move });
      if (refuse) throw new HttpError(refuse, 409);
      return { id };
    },
  } as never);
  render(
    <TestMemoryRouter initialEntries={[`/${RESOURCE}${search}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={RESOURCE}>
          {list}
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { moves, pages };
}

/** The list's first load on a machine the whole suite shares: more than findBy's default second. */
const LOADED = { timeout: 10_000 };

const SECOND_PAGE = `?page=2&perPage=10&sort=sort&order=ASC`;

/** A phone's width for MUI's media queries: every max-width query matches. */
const asPhone = () => stubMatchMedia((query) => /max-width/.test(query));

describe('moving content items', () => {
  it('moves the first row of the second page up onto the first page, and reloads the list', async () => {
    const user = userEvent.setup();
    const { moves, pages } = renderList(SECOND_PAGE);
    const up = await screen.findByRole('button', { name: 'Move up: 链接 11' }, LOADED);
    const loads = pages.length;
    await user.click(up);
    await waitFor(() => expect(moves).toEqual([{ id: 111, move: { revision: 13, position: 10 } }]));
    await waitFor(() => expect(pages.length).toBeGreaterThan(loads));
    // The last row of the whole list cannot go further down.
    expect((screen.getByRole('button', { name: 'Move down: 链接 12' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a row to a typed position of the whole list from the keyboard alone', async () => {
    const user = userEvent.setup();
    const { moves } = renderList(SECOND_PAGE);
    const moveTo = await screen.findByRole('button', { name: 'Move to a position: 链接 12' }, LOADED);
    moveTo.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move “链接 12”' });
    const field = screen.getByLabelText('Position, 1 to 12') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('12');
    expect(dialog.textContent).toContain('Now at position 12.');
    await user.clear(field);
    await user.type(field, '13');
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '1{Enter}');
    await waitFor(() => expect(moves).toEqual([{ id: 112, move: { revision: 14, position: 1 } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says why a move was refused when another editor changed the item first", async () => {
    const user = userEvent.setup();
    const { moves } = renderList(SECOND_PAGE, 'Someone else changed this item meanwhile');
    await user.click(await screen.findByRole('button', { name: 'Move down: 链接 11' }, LOADED));
    expect(await screen.findByText('Someone else changed this item meanwhile')).toBeTruthy();
    expect(moves).toEqual([{ id: 111, move: { revision: 13, position: 12 } }]);
  });

  it('disables moving while a filter hides part of the list (positions would not be the list’s)', async () => {
    renderList(`?page=1&perPage=10&sort=sort&order=ASC&filter=${encodeURIComponent('{"language":"zh"}')}`);
    const up = await screen.findByRole('button', { name: 'Move up: 链接 2' }, LOADED);
    expect((up as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move to a position: 链接 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no moves in a list of a kind in no order of its own (jobs)', async () => {
    renderList('', undefined, <JobList />);
    expect(await screen.findByText('链接 1', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
  });

  it('on a phone, gives each row its title as a link and the same move buttons beside it', async () => {
    const restore = asPhone();
    try {
      const user = userEvent.setup();
      const { moves } = renderList(SECOND_PAGE);
      const title = await screen.findByRole('link', { name: '链接 11' }, LOADED);
      expect(title.getAttribute('href')).toBe(`/${RESOURCE}/111`);
      expect(title.querySelector('button')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Move down: 链接 11' }));
      await waitFor(() => expect(moves).toEqual([{ id: 111, move: { revision: 13, position: 12 } }]));
    } finally {
      restore();
    }
  });
});
