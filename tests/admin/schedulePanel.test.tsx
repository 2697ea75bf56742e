// @vitest-environment jsdom
/**
 * An item's schedule on its editor: times shown and typed on the company's clocks (Beijing) and
 * sent as instants, each clearable, a refusal at its time said in the user's language, and the
 * settings (always live) with a publish time only.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { SchedulePanel } from '../../admin/src/schedule/SchedulePanel';
import type { ContentRecord } from '../../contract/content/protocol';
import type { ContentSchedule, ScheduleTimes } from '../../contract/content/schedule';

afterEach(cleanup);

const SCHEDULED: ContentSchedule = {
  publish: { at: '2026-12-01T07:30:00.000Z', by: 'editor@example.com', failure: 'contentImageAltMissing' },
  unpublish: null,
};

const record = (schedule: ContentSchedule): ContentRecord<unknown> => ({
  id: 7, revision: 4, published: false, hasDraft: true, missingLanguages: [], outOfDateLanguages: [], sourceChanges: {}, draftBy: null, draftAt: null, schedule, document: {},
});

function Panel({ sent, permanent = false }: { sent: Array<{ resource: string; times: ScheduleTimes }>; permanent?: boolean }) {
  const dataProvider = testDataProvider({
    scheduleContent: async (resource: string, _id: number, times: ScheduleTimes) => {
      sent.push({ resource, times });
      return record(SCHEDULED);
    },
  } as never);
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="content/cases">
        <RecordContextProvider value={record(SCHEDULED)}>
          <SchedulePanel permanent={permanent} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>
  );
}

/** What a field's description (its helper text) says: the time zone the time is read in, named in the user's language. */
const description = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe("an item's schedule", () => {
  it('shows the publish time in Beijing time with its refusal, and sends a new unpublish time and a cleared one as instants', async () => {
    await i18nProvider.changeLocale('zh');
    const user = userEvent.setup();
    const sent: Array<{ resource: string; times: ScheduleTimes }> = [];
    render(<Panel sent={sent} />);
    const panel = screen.getByRole('region', { name: '定时发布' });
    const publishAt = within(panel).getByLabelText<HTMLInputElement>('发布时间');
    expect(publishAt.value).toBe('2026-12-01T15:30');
    expect(description(publishAt)).toBe('中国标准时间');
    expect(within(panel).getByText('未能按时发布：有图片缺少替代文字。请补充后重新设置时间。')).toBeTruthy();
    expect(within(panel).getByText('此内容有尚未发布的修改：到发布时间时将一并上线。')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('下线时间'), { target: { value: '2026-12-02T09:00' } });
    await user.click(within(panel).getByRole('button', { name: '保存定时设置' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ resource: 'content/cases', times: { publishAt: '2026-12-01T07:30:00.000Z', unpublishAt: '2026-12-02T01:00:00.000Z' } });

    await user.click(within(panel).getByRole('button', { name: '清除发布时间' }));
    await user.click(within(panel).getByRole('button', { name: '保存定时设置' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.times).toEqual({ publishAt: null, unpublishAt: '2026-12-02T01:00:00.000Z' });
  });

  it('offers the settings a publish time only, in English', async () => {
    await i18nProvider.changeLocale('en');
    render(<Panel sent={[]} permanent />);
    const panel = screen.getByRole('region', { name: 'Schedule' });
    expect(description(within(panel).getByLabelText('Publish at'))).toBe('China Standard Time');
    expect(within(panel).queryByLabelText('Unpublish at')).toBeNull();
    expect(within(panel).getByText(/a picture has no alternative text/)).toBeTruthy();
  });
});
