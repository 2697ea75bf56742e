// @vitest-environment jsdom
/**
 * The calendar of scheduled changes: a month on the company's clocks (Beijing) asked for as the
 * instants it starts and ends at, its changes under the company day they fall on, each linked to
 * the screen its item is edited in (an article in its section's), and the other months (and back to this one) a button away.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { SchedulePage } from '../../admin/src/schedule/SchedulePage';
import type { CalendarEntry } from '../../contract/content/schedule';
import { CLASSIFY_TYPES } from '../../contract/entities/classify';

// Half past one on 1 December in Beijing, still 30 November in UTC: the calendar opens on December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T17:30:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DECEMBER: CalendarEntry[] = [
  {
    kind: 'jobs', id: 3, action: 'unpublish', at: '2026-12-01T01:00:00.000Z', by: 'hr@example.com', failure: 'contentImageAltMissing',
    title: { zh: '冷库司机', en: null }, classifyType: null,
  },
  // 00:30 on 2 December in Beijing, 1 December in UTC.
  {
    kind: 'articles', id: 12, action: 'publish', at: '2026-12-01T16:30:00.000Z', by: 'editor@example.com', failure: null,
    title: { zh: '冷链仓库', en: 'Cold store' }, classifyType: CLASSIFY_TYPES.cases,
  },
];

function renderCalendar(asked: Array<{ from: string; to: string }>) {
  const dataProvider = testDataProvider({
    scheduledChanges: async (from: string, to: string) => {
      asked.push({ from, to });
      return from === '2026-11-30T16:00:00.000Z' ? DECEMBER : [];
    },
  } as never);
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <SchedulePage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the calendar of scheduled changes', () => {
  it('lists the month’s changes by company day, each linked to its editor, and steps to the next month', async () => {
    await i18nProvider.changeLocale('zh');
    const user = userEvent.setup();
    const asked: Array<{ from: string; to: string }> = [];
    renderCalendar(asked);

    expect(screen.getByRole('heading', { name: '2026年12月' })).toBeTruthy();
    const first = await screen.findByRole('region', { name: '2026年12月1日星期二' });
    const second = screen.getByRole('region', { name: '2026年12月2日星期三' });
    expect(asked[0]).toEqual({ from: '2026-11-30T16:00:00.000Z', to: '2026-12-31T16:00:00.000Z' });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(first).getByRole('link', { name: '冷库司机' }).getAttribute('href')).toBe('/content/jobs/3');
    expect(within(first).getByText(/09:00 · 下线/)).toBeTruthy();
    expect(within(first).getByText('未能按时发布：有图片缺少替代文字。请补充后重新设置时间。')).toBeTruthy();
    expect(within(second).getByRole('link', { name: '冷链仓库' }).getAttribute('href')).toBe('/content/cases/12');
    expect(within(second).getByText(/00:30 · 发布/)).toBeTruthy();
    expect(within(second).getByText(/案例 · Cold store · 由 editor@example.com 设置/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(await screen.findByText('本月没有定时发布的内容。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2027年1月' })).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-12-31T16:00:00.000Z', to: '2027-01-31T16:00:00.000Z' }));
    expect(screen.queryByRole('region')).toBeNull();

    await user.click(screen.getByRole('button', { name: '本月' }));
    expect(await screen.findByRole('region', { name: '2026年12月2日星期三' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2026年12月' })).toBeTruthy();
  });
});
