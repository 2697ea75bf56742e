// @vitest-environment jsdom
/**
 * An item's content versions in the back office: each says how it came to be (published by whom,
 * the seed's demo content, an import, the item before its first edit), the newest is marked as what
 * the site shows while the item is published, and choosing one compares it and restores it. The
 * words are those of content versions, never of site releases or a "working copy", in both languages.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentShapeContext } from '../../admin/src/content/editing/contentShapeContext';
import type { ContentFormShape } from '../../admin/src/content/contentFormShape';
import { HistoryPanel } from '../../admin/src/content/history/HistoryPanel';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import type { ContentRecord, ContentVersion } from '../../contract/content/protocol';
import { NO_SCHEDULE, SCHEDULER } from '../../contract/content/schedule';

afterEach(cleanup);

const NAMES: ContentFormShape = { translated: 'names', emptyLanguage: '', htmlFields: [] };
const SEEDED = { group: 'province', sort: 0, names: { zh: '北京', en: 'Beijing' } };
const EDITED = { ...SEEDED, names: { zh: '北京市', en: 'Beijing' } };

const record = (published: boolean): ContentRecord<unknown> => ({
  id: 7, revision: 4, published, hasDraft: false, missingLanguages: [], outOfDateLanguages: [], sourceChanges: {}, draftBy: null, draftAt: null, schedule: NO_SCHEDULE, document: EDITED,
});

const at = '2026-11-28T17:45:35.000Z';
const VERSIONS: ContentVersion[] = [
  { number: 3, origin: 'published', publishedBy: 'editor@example.com', publisherName: '陈编辑', publishedAt: at },
  { number: 2, origin: 'imported', publishedBy: '', publisherName: null, publishedAt: at },
  { number: 1, origin: 'seeded', publishedBy: '', publisherName: null, publishedAt: at },
];

function Panel({ published, versions = VERSIONS, restored = [] }: { published: boolean; versions?: ContentVersion[]; restored?: number[] }) {
  const dataProvider = testDataProvider({
    contentVersions: async () => versions,
    contentVersion: async (_resource: string, _id: number, number: number) => ({ ...versions.find((version) => version.number === number)!, document: SEEDED }),
    restoreContentVersion: async (_resource: string, _id: number, number: number) => {
      restored.push(number);
      return record(published);
    },
  } as never);
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="content/tags">
        <RecordContextProvider value={record(published)}>
          <ContentShapeContext.Provider value={NAMES}>
            <HistoryPanel />
          </ContentShapeContext.Provider>
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>
  );
}

/** The time as staff read it: in the company's time zone (Beijing), in the back office's language. */
const date = { zh: '2026/11/29 01:45:35', en: '11/29/2026, 1:45:35 AM' };

describe("an item's content versions", () => {
  it('say in Chinese how each came to be, mark the newest as what the site shows, and restore the seeded one', async () => {
    await i18nProvider.changeLocale('zh');
    const user = userEvent.setup();
    const restored: number[] = [];
    render(<Panel published restored={restored} />);
    const history = screen.getByRole('region', { name: '内容版本' });
    expect(history.textContent).toContain('版本 1 是此条目首次编辑前的内容');
    const buttons = await within(history).findAllByRole('button', { name: /^内容版本 \d/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      `内容版本 3陈编辑 于 ${date.zh} 发布网站正在显示`,
      `内容版本 2${date.zh} 导入的内容`,
      `内容版本 1初始的演示内容，${date.zh} 写入`,
    ]);

    await user.click(buttons[2]!);
    await within(history).findByText('内容版本 1 与正在编辑的内容相比');
    await user.click(within(history).getByRole('button', { name: '将内容版本 1 恢复为草稿' }));
    expect(restored).toEqual([1]);
    expect(await screen.findByText('内容版本 1 已恢复为草稿，网站尚未改变；发布后生效。')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/工作副本|已发布的版本|尚未发布/);
  });

  it('mark none as shown by the site while the item is unpublished, and name the original kept before the first edit in English', async () => {
    await i18nProvider.changeLocale('en');
    render(<Panel published={false} versions={[{ number: 1, origin: 'original', publishedBy: '', publisherName: null, publishedAt: at }]} />);
    const history = screen.getByRole('region', { name: 'Content versions' });
    const [only] = await within(history).findAllByRole('button', { name: /^Version \d/ });
    expect(only!.textContent).toBe(`Version 1As it was before the first edit, kept on ${date.en}`);
    expect(history.textContent).not.toMatch(/working copy|Published versions|[\u3400-\u9fff]/);
  });

  it('name the scheduler, which is no staff user, in the user\'s language', async () => {
    const scheduled: ContentVersion = { number: 2, origin: 'published', publishedBy: SCHEDULER, publisherName: null, publishedAt: at };
    for (const [locale, author] of [['zh', '定时发布'], ['en', 'The scheduler']] as const) {
      await i18nProvider.changeLocale(locale);
      render(<Panel published versions={[scheduled]} />);
      const [only] = await screen.findAllByRole('button', { name: locale === 'zh' ? /^内容版本 2/ : /^Version 2/ });
      expect(only!.textContent).toContain(author);
      cleanup();
    }
  });

  it('say that a new item has no content version until its first publish', async () => {
    await i18nProvider.changeLocale('zh');
    render(<Panel published={false} versions={[]} />);
    expect(await screen.findByText('还没有内容版本：首次发布后，会在这里列出。')).toBeTruthy();
  });
});
