// @vitest-environment jsdom
/**
 * The publishing page while drafts wait: publishing the site leaves drafts out, and a build with
 * nothing new says the site is current; so the page says how many drafts wait and publishes them
 * all from there. Without drafts waiting it says nothing of them.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { PublishPage } from '../../admin/src/publishing/PublishPage';
import type { PublishState } from '../../contract/publishing';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('zh'));

/** The last build found nothing new: the site was already current. */
const CURRENT: PublishState = {
  running: null,
  next: null,
  last: { jobId: 4, status: 'live', release: 'r4', built: false, linkPush: null, finishedAt: '2026-11-28T17:45:35.000Z' },
  quick: null,
};

function renderPage(waiting: number) {
  const state = { waiting, publishedAll: 0 };
  const dataProvider = testDataProvider({
    publishState: async () => CURRENT,
    pendingContentCount: async () => state.waiting,
    publishPendingContent: async () => {
      state.publishedAll += 1;
      const published = Array.from({ length: state.waiting }, (_, id) => ({ kind: 'articles', id }));
      state.waiting = 0;
      return { published, job: null };
    },
  } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PublishPage />
    </AdminContext>,
  );
  return state;
}

/** The page's alerts about drafts, as assistive technology finds them (hidden ones left out). */
const draftNotes = () => screen.queryAllByRole('alert').filter((alert) => /草稿尚未发布/.test(alert.textContent ?? ''));

describe('drafts waiting on the publishing page', () => {
  it('says how many drafts the site build leaves out, and publishes them all from there', async () => {
    const user = userEvent.setup();
    const state = renderPage(2);
    await screen.findByText(/^有 2 项内容的草稿尚未发布：发布网站不会包含草稿。/);
    const [note] = draftNotes();
    expect(screen.getByText(/内容没有变化，线上网站（站点发布 r4）在 .* 时已是最新/)).toBeTruthy();
    await user.click(within(note!).getByRole('button', { name: '发布全部待发布内容' }));
    await waitFor(() => expect(state.publishedAll).toBe(1));
    const outcome = await screen.findByRole('dialog', { name: '发布全部待发布内容' });
    expect(within(outcome).getByText('已发布 2 项有更改的内容')).toBeTruthy();
    // Folded away (still mounted, so the outcome's dialog stays), out of the accessibility tree.
    await waitFor(() => expect(draftNotes()).toEqual([]));
  });

  it('says nothing of drafts when none waits', async () => {
    renderPage(0);
    await screen.findByText(/内容没有变化/);
    expect(draftNotes()).toEqual([]);
  });
});
