// @vitest-environment jsdom
/**
 * The translation status in the back office: an out-of-date language's column shows, in words,
 * what changed in the Chinese since its translation (removed and added words named for a screen
 * reader too, long kept text cut to its ends), and its box sends `upToDate` with the save; the
 * column of a language that is up to date shows none of it; the editors' dashboard counts them.
 */
import { NO_SCHEDULE } from '../../contract/content/schedule';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, Form, TextInput, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { SourceChange } from '../../contract/content/translation';
import type { ContentFigures } from '../../contract/dashboardFigures';
import { ContentPanel } from '../../admin/src/dashboard/ContentPanel';
import { ContentStatusChips } from '../../admin/src/content/ContentStatusChips';
import { ContentShapeContext } from '../../admin/src/content/editing/contentShapeContext';
import { LanguageColumns } from '../../admin/src/content/editing/LanguageColumns';
import { condensedChanges } from '../../admin/src/content/translation/condensedChanges';
import type { ContentFormShape } from '../../admin/src/content/contentFormShape';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { formatDateTime } from '../../admin/src/shared/companyTime';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const NAMES: ContentFormShape = { translated: 'names', emptyLanguage: '', htmlFields: [] };
const LONG = '仓库'.repeat(60);
const CHANGES: SourceChange[] = [
  { change: 'removed', text: '烟草' },
  { change: 'added', text: '冷链' },
  { change: 'kept', text: LONG },
];

function Names({ onSubmit, sourceChanges }: { onSubmit: (data: Record<string, unknown>) => void; sourceChanges: object }) {
  return (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ContentShapeContext.Provider value={NAMES}>
        <Form record={{ id: 1, document: { names: { zh: '冷链仓库', en: 'Warehouse' } }, sourceChanges }} onSubmit={onSubmit}>
          <LanguageColumns>{(language) => <TextInput source={`document.names.${language}`} label={`Name (${language})`} />}</LanguageColumns>
          <button type="submit">Save</button>
        </Form>
      </ContentShapeContext.Provider>
    </AdminContext>
  );
}

describe('an out-of-date translation in the editor', () => {
  it('shows the Chinese changes in the English column and sends the translator\'s confirmation with the save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Names onSubmit={onSubmit} sourceChanges={{ en: { changedBy: 'editor@example.com', changedAt: '2026-11-24T08:00:00.000Z', changes: CHANGES } }} />);
    const english = screen.getByRole('region', { name: 'English' });
    const chinese = screen.getByRole('region', { name: 'Chinese' });
    expect(within(english).getByText('English out of date')).toBeTruthy();
    expect(within(english).getByText(new RegExp(`editor@example\\.com, ${formatDateTime('2026-11-24T08:00:00.000Z')}\\)`))).toBeTruthy();
    expect(english.querySelector('del')!.textContent).toBe('removed: 烟草');
    expect(english.querySelector('ins')!.textContent).toBe('added: 冷链');
    expect(english.querySelector('p[lang="zh-CN"]')!.textContent).toContain(`${LONG.slice(0, 40)}…`);
    expect(within(chinese).queryByText('English out of date')).toBeNull();

    await user.click(within(english).getByRole('checkbox', { name: 'The English needs no change: mark it up to date when saving' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ upToDate: ['en'] });
  });

  it('shows nothing of it for a translation up to date, and names it in Chinese to a Chinese reader', async () => {
    render(<Names onSubmit={() => {}} sourceChanges={{}} />);
    expect(screen.queryByText('English out of date')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    await i18nProvider.changeLocale('zh');
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ContentStatusChips status={{ id: 1, revision: 1, published: true, hasDraft: false, missingLanguages: [], outOfDateLanguages: ['en'], draftBy: null, draftAt: null, schedule: NO_SCHEDULE }} />
      </AdminContext>,
    );
    expect(screen.getByText('英文待更新')).toBeTruthy();
  });
});

describe('a word diff cut for the editor', () => {
  it('keeps the changes whole and cuts long kept text to its ends, at the start and end to one side only', () => {
    const cut = condensedChanges([{ change: 'kept', text: LONG }, ...CHANGES, { change: 'kept', text: '短' }]);
    expect(cut[0]).toEqual({ change: 'kept', text: `…${LONG.slice(-40)}` });
    expect(cut.slice(1, 3)).toEqual(CHANGES.slice(0, 2));
    expect(cut[3]).toEqual({ change: 'kept', text: `${LONG.slice(0, 40)}…${LONG.slice(-40)}` });
    expect(cut[4]).toEqual({ change: 'kept', text: '短' });
  });
});

describe("the editors' dashboard", () => {
  it('counts the out-of-date translations per kind, by the kinds\' names, and says when there are none', async () => {
    const figures = (translationsOutOfDate: ContentFigures['translationsOutOfDate']): ContentFigures => ({
      byKind: [], oldest: [], lastItemPublishedAt: null, lastSitePublish: null, translationsOutOfDate,
    });
    const show = (shown: ContentFigures) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(['dashboard', '/dashboard/content'], shown);
      return render(
        <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} queryClient={queryClient}>
          <ContentPanel />
        </AdminContext>,
      );
    };
    show(figures([{ kind: 'articles', count: 3 }, { kind: 'jobs', count: 1 }]));
    const card = (await screen.findByRole('heading', { name: 'Translations out of date, by kind' })).closest('section')!;
    expect(within(card).getByText('Articles (cases, news, investor items, downloads): 3')).toBeTruthy();
    expect(within(card).getByText('Jobs: 1')).toBeTruthy();
    cleanup();
    show(figures([]));
    const empty = (await screen.findByRole('heading', { name: 'Translations out of date, by kind' })).closest('section')!;
    expect(within(empty).getByText('No translation is out of date.')).toBeTruthy();
  });
});
