// @vitest-environment jsdom
/**
 * The content form's language columns and the conflict dialog, rendered in react-admin's own
 * context: each language is a labelled section whose inputs say their language, a language not
 * written is marked in words with the rule it brings (and the mark follows what is typed), and
 * the dialog names who saved first, shows their text next to the editor's, and offers both ways on.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, Form, TextInput, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictDialog, type ContentConflictState } from '../../admin/src/content/editing/ConflictDialog';
import { ContentShapeContext } from '../../admin/src/content/editing/contentShapeContext';
import { LanguageColumns } from '../../admin/src/content/editing/LanguageColumns';
import type { ContentFormShape } from '../../admin/src/content/contentFormShape';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { NO_SCHEDULE } from '../../contract/content/schedule';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const NAMES: ContentFormShape = { translated: 'names', emptyLanguage: '', htmlFields: [] };

function Names({ names }: { names: Record<string, string> }) {
  return (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ContentShapeContext.Provider value={NAMES}>
        <Form record={{ id: 1, document: { names } }}>
          <LanguageColumns>{(language) => <TextInput source={`document.names.${language}`} label={`Name (${language === 'zh' ? 'Chinese' : 'English'})`} />}</LanguageColumns>
        </Form>
      </ContentShapeContext.Provider>
    </AdminContext>
  );
}

describe("the content form's languages", () => {
  it('shows both languages as labelled sections, marks the one not written in words with its rule, and drops the mark once it is typed', async () => {
    const user = userEvent.setup();
    render(<Names names={{ zh: '冷库', en: '' }} />);
    const chinese = screen.getByRole('region', { name: 'Chinese' });
    const english = screen.getByRole('region', { name: 'English' });
    expect((within(chinese).getByLabelText('Name (Chinese)') as HTMLInputElement).value).toBe('冷库');
    expect(within(chinese).queryByText('Chinese missing')).toBeNull();
    expect(within(english).getByText('English missing')).toBeTruthy();
    expect(within(english).getByText('Without English this item is hidden on the English site.')).toBeTruthy();

    await user.type(within(english).getByLabelText('Name (English)'), 'Cold store');
    expect(within(english).queryByText('English missing')).toBeNull();
    await user.clear(within(chinese).getByLabelText('Name (Chinese)'));
    expect(within(chinese).getByText('Chinese missing')).toBeTruthy();
  });
});

describe('the conflict dialog', () => {
  const conflict: ContentConflictState = {
    current: {
      id: 7,
      revision: 5,
      published: true,
      hasDraft: true,
      missingLanguages: [],
      outOfDateLanguages: [],
      sourceChanges: {},
      draftBy: 'second.editor@example.com',
      draftAt: '2026-11-24T08:00:00.000Z',
      schedule: NO_SCHEDULE,
      document: { sort: 0, names: { zh: '他的名字', en: 'Cold store' } },
    },
    mine: { sort: 0, names: { zh: '我的名字', en: 'Cold store' } },
  };

  function Dialog({ state, onTakeTheirs = () => {}, onKeepMine = () => {} }: { state: ContentConflictState; onTakeTheirs?: () => void; onKeepMine?: () => void }) {
    return (
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ContentShapeContext.Provider value={NAMES}>
          <ConflictDialog conflict={state} onTakeTheirs={onTakeTheirs} onKeepMine={onKeepMine} />
        </ContentShapeContext.Provider>
      </AdminContext>
    );
  }

  it('names who saved first and when, and shows only the fields that differ, theirs next to mine', () => {
    render(<Dialog state={conflict} />);
    const dialog = screen.getByRole('dialog', { name: 'Another editor changed this item first' });
    expect(within(dialog).getByText(/^second\.editor@example\.com saved this item at .+, after you opened it\./)).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Their version and yours' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([['他的名字', '我的名字']]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Name (Chinese)');
  });

  it('puts focus on taking theirs, and answers each choice', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Dialog state={conflict} onTakeTheirs={() => chosen.push('theirs')} onKeepMine={() => chosen.push('mine')} />);
    const takeTheirs = screen.getByRole('button', { name: 'Take theirs (reload)' });
    expect(document.activeElement).toBe(takeTheirs);
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await user.click(takeTheirs);
    expect(chosen).toEqual(['mine', 'theirs']);
  });

  it('offers only reloading when the refused change was a publish, with nothing of the editor’s to keep', () => {
    render(<Dialog state={{ ...conflict, mine: null }} />);
    expect(screen.getByRole('button', { name: 'Take theirs (reload)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save mine over theirs' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
