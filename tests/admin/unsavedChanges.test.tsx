// @vitest-environment jsdom
/**
 * Nothing typed is lost without a word, rendered in react-admin's own context under a data router
 * (as the app mounts it): a form left untouched, or saved, is left freely; a changed one asks in
 * the user's language, in an alert dialog whose focus starts on staying, and keeps the text when
 * the user stays; the tab's unload is held while changes are unsaved. A note typed on a record
 * is one of its form's changes and goes with its save. Restoring a version over unsaved changes
 * asks first. Every view's form is the guarded one, and the app's router can block.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { useLocation, Link } from 'react-router-dom';
import {
  AdminContext, RecordContextProvider, ResourceContextProvider, SaveButton, testDataProvider, TestMemoryRouter, TextInput, Toolbar, type RaRecord,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentFormShape } from '../../admin/src/content/contentFormShape';
import { ContentShapeContext } from '../../admin/src/content/editing/contentShapeContext';
import { HistoryPanel } from '../../admin/src/content/history/HistoryPanel';
import { MoveToPositionDialog } from '../../admin/src/content/list/MoveToPositionDialog';
import { PartnerOrigins } from '../../admin/src/embed/PartnerOrigins';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { NotesPanel } from '../../admin/src/shared/NotesPanel';
import { PENDING_NOTE_FIELD, splitPendingNote } from '../../admin/src/shared/pendingNote';
import { GuardedForm } from '../../admin/src/shared/unsaved/GuardedForm';
import { UnsavedChangesScope } from '../../admin/src/shared/unsaved/unsavedChangesScope';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const LEAD = { id: 1, customersName: '王工', notes: [{ id: 3, text: '已发资料', author: 'sales@example.com', createdAt: '2026-11-28T09:00:00.000Z' }] };

/** The form's page at /leads/1 with a link to the list; anywhere else, the list's stand-in. */
function LeadPage({ saves }: { saves: Array<Record<string, unknown>> }) {
  const location = useLocation();
  if (location.pathname !== '/leads/1') return <p>The leads list</p>;
  return (
    <ResourceContextProvider value="leads">
      <GuardedForm record={LEAD} onSubmit={async (values: Record<string, unknown>) => void saves.push(values)} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="customersName" />
        <NotesPanel />
        <Link to="/leads">To the list</Link>
      </GuardedForm>
    </ResourceContextProvider>
  );
}

function renderLead() {
  const saves: Array<Record<string, unknown>> = [];
  render(
    <TestMemoryRouter initialEntries={['/leads/1']}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <LeadPage saves={saves} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { saves };
}

/** Whether an unload of the tab now would be held for the browser's question. */
function unloadHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const leaveDialog = () => screen.queryByRole('alertdialog', { name: 'Unsaved changes' });

/** Follows the link to the list and expects to arrive there without being asked. */
async function leavesFreely(user: ReturnType<typeof userEvent.setup>) {
  expect(unloadHeld()).toBe(false);
  await user.click(screen.getByRole('link', { name: 'To the list' }));
  await screen.findByText('The leads list');
  expect(leaveDialog()).toBeNull();
}

describe('leaving a form', () => {
  it('leaves an untouched form without asking, and holds no unload', async () => {
    const user = userEvent.setup();
    renderLead();
    await screen.findByLabelText('Name');
    await leavesFreely(user);
  });

  it('asks before changes are lost, keeps them on "Keep editing" (focused first), and leaves on the discard choice', async () => {
    const user = userEvent.setup();
    renderLead();
    await user.type(await screen.findByLabelText('Name'), '（工程部）');
    expect(unloadHeld()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(/If you leave now, your changes are lost\./)).toBeTruthy();
    const stay = within(dialog).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('王工（工程部）');

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and discard changes' }));
    await screen.findByText('The leads list');
    expect(unloadHeld()).toBe(false);
  });

  it('asks in Chinese in the Chinese interface', async () => {
    await i18nProvider.changeLocale('zh');
    const user = userEvent.setup();
    renderLead();
    await user.type(await screen.findByLabelText('姓名'), '！');
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
    expect(within(dialog).getByRole('button', { name: '继续编辑' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '放弃修改并离开' })).toBeTruthy();
  });

  it('leaves a saved form without asking', async () => {
    const user = userEvent.setup();
    const { saves } = renderLead();
    await user.type(await screen.findByLabelText('Name'), '！');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await leavesFreely(user);
  });
});

describe('a note typed on a record', () => {
  it('is an unsaved change: leaving asks, and clearing it makes the form untouched again', async () => {
    const user = userEvent.setup();
    renderLead();
    const note = await screen.findByLabelText('New note');
    expect(screen.getByRole('button', { name: 'Add note' })).toHaveProperty('disabled', true);
    await user.type(note, '下周回访');
    expect(unloadHeld()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect((note as HTMLTextAreaElement).value).toBe('下周回访');

    await user.clear(note);
    await leavesFreely(user);
  });

  it("goes with the record's save, whether by Save or by Add note", async () => {
    const user = userEvent.setup();
    const { saves } = renderLead();
    await user.type(await screen.findByLabelText('New note'), '已报价');
    expect(screen.getByText('Added when you press “Add note” or save the record.')).toBeTruthy();
    await user.click(screen.getByRole('toolbar').querySelector('button')!);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]![PENDING_NOTE_FIELD]).toBe('已报价');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]![PENDING_NOTE_FIELD]).toBe('已报价');
  });

  it('is taken out of what the server is sent, trimmed, and only when something was typed', () => {
    expect(splitPendingNote({ status: 'contacted', [PENDING_NOTE_FIELD]: '  已报价 \n' })).toEqual({ data: { status: 'contacted' }, note: '已报价' });
    expect(splitPendingNote({ status: 'contacted', [PENDING_NOTE_FIELD]: '   ' })).toEqual({ data: { status: 'contacted' }, note: null });
    expect(splitPendingNote({ status: 'contacted' })).toEqual({ data: { status: 'contacted' }, note: null });
  });
});

describe('restoring a version', () => {
  const NAMES: ContentFormShape = { translated: 'names', emptyLanguage: '', htmlFields: [] };
  const RECORD = { id: 7, revision: 4, published: true, hasDraft: true, missingLanguages: [], draftBy: null, draftAt: null, document: { sort: 0, names: { zh: '新名字', en: 'Cold store' } } };

  function renderItem() {
    const restores: number[] = [];
    const dataProvider = testDataProvider({
      contentVersions: async () => [{ number: 1, publishedBy: 'editor@example.com', publisherName: '陈编辑', publishedAt: '2026-11-20T08:00:00.000Z' }],
      contentVersion: async () => ({ number: 1, publishedBy: 'editor@example.com', publisherName: '陈编辑', publishedAt: '2026-11-20T08:00:00.000Z', document: { sort: 0, names: { zh: '旧名字', en: 'Cold store' } } }),
      restoreContentVersion: async (_resource: string, _id: RaRecord['id'], number: number) => {
        restores.push(number);
        return RECORD;
      },
    } as never);
    render(
      <TestMemoryRouter initialEntries={['/content/tags/7']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="content/tags">
            <ContentShapeContext.Provider value={NAMES}>
              <RecordContextProvider value={RECORD}>
                <UnsavedChangesScope>
                  <GuardedForm record={RECORD} toolbar={false}>
                    <TextInput source="document.names.zh" label="Name (Chinese)" />
                  </GuardedForm>
                  <HistoryPanel />
                </UnsavedChangesScope>
              </RecordContextProvider>
            </ContentShapeContext.Provider>
          </ResourceContextProvider>
        </AdminContext>
        </TestMemoryRouter>,
    );
    return { restores };
  }

  it('restores at once when nothing is unsaved', async () => {
    const user = userEvent.setup();
    const { restores } = renderItem();
    await user.click(await screen.findByRole('button', { name: /Version 1/ }));
    await user.click(await screen.findByRole('button', { name: /Restore version 1/ }));
    await waitFor(() => expect(restores).toEqual([1]));
    expect(leaveDialog()).toBeNull();
  });

  it('asks over unsaved changes: staying keeps them and restores nothing, the discard choice restores', async () => {
    const user = userEvent.setup();
    const { restores } = renderItem();
    await user.type(await screen.findByLabelText('Name (Chinese)'), '（改）');
    await user.click(await screen.findByRole('button', { name: /Version 1/ }));
    const restore = await screen.findByRole('button', { name: /Restore version 1/ });
    await user.click(restore);
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(/Restoring the version replaces the form with that version, and your changes are lost\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(restores).toEqual([]);
    expect((screen.getByLabelText('Name (Chinese)') as HTMLInputElement).value).toBe('新名字（改）');

    await user.click(restore);
    await user.click(await screen.findByRole('button', { name: 'Discard changes and restore' }));
    await waitFor(() => expect(restores).toEqual([1]));
  });
});

describe('closing a dialog with typed input', () => {
  function renderMove() {
    const closed: string[] = [];
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <MoveToPositionDialog title="链接 5" position={5} total={12} onMove={() => {}} onClose={() => closed.push('closed')} />
      </AdminContext>,
    );
    return { closed, field: screen.getByLabelText('Position, 1 to 12') as HTMLInputElement };
  }

  it('closes at once on Escape when nothing was typed', async () => {
    const user = userEvent.setup();
    const { closed } = renderMove();
    await user.keyboard('{Escape}');
    expect(closed).toEqual(['closed']);
    expect(leaveDialog()).toBeNull();
  });

  it('asks on Escape once something is typed, keeps it on "Keep editing", and closes on the discard choice', async () => {
    const user = userEvent.setup();
    const { closed, field } = renderMove();
    await user.clear(field);
    await user.type(field, '3');
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText('You have typed something here that is not applied yet. If you close now, it is lost.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(closed).toEqual([]);
    expect(field.value).toBe('3');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Close and discard' }));
    expect(closed).toEqual(['closed']);
  });

  it('closes at once on Cancel, the deliberate way out', async () => {
    const user = userEvent.setup();
    const { closed, field } = renderMove();
    await user.type(field, '1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed).toEqual(['closed']);
    expect(leaveDialog()).toBeNull();
  });
});

describe('a page with inputs of its own (partner origins)', () => {
  function OriginsPage() {
    const location = useLocation();
    if (location.pathname !== '/embed') return <p>The leads list</p>;
    return (
      <>
        <PartnerOrigins />
        <Link to="/leads">To the list</Link>
      </>
    );
  }

  it('leaves freely with nothing typed, and asks while an origin is typed but not added', async () => {
    const user = userEvent.setup();
    const dataProvider = testDataProvider({ getList: async () => ({ data: [], total: 0 }) as never });
    const renderPage = () =>
      render(
        <TestMemoryRouter initialEntries={['/embed']}>
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
            <OriginsPage />
          </AdminContext>
        </TestMemoryRouter>,
      );
    renderPage();
    await screen.findByLabelText('Origin');
    await leavesFreely(user);
    cleanup();

    renderPage();
    await user.type(await screen.findByLabelText('Origin'), 'https://partner.example.com');
    expect(unloadHeld()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect((screen.getByLabelText('Origin') as HTMLInputElement).value).toBe('https://partner.example.com');
  });
});

describe('the mechanism every form goes through', () => {
  const ADMIN = path.resolve(__dirname, '../../admin/src');
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it("is every view's: no form of react-admin's is used but through GuardedForm", () => {
    const unguarded = sources(ADMIN)
      .filter((file) => !file.endsWith(path.join('unsaved', 'GuardedForm.tsx')) && !file.includes(`${path.sep}i18n${path.sep}`))
      .filter((file) => /\b(SimpleForm|TabbedForm|Form|LongForm|AccordionForm)\b(?!Iterator|Tab|DataConsumer|Control|Label|Group|Helper)/.test(fs.readFileSync(file, 'utf8').match(/import[^;]*from 'react-admin'/g)?.join('\n') ?? ''))
      .map((file) => path.relative(ADMIN, file));
    expect(unguarded).toEqual([]);
  });

  it('can block a navigation: the app is mounted in a data router (under a plain <BrowserRouter> react-admin drops every warning)', () => {
    const index = fs.readFileSync(path.join(ADMIN, 'index.tsx'), 'utf8');
    expect(index).toMatch(/createBrowserRouter\(/);
    expect(index).not.toMatch(/import[^;]*\bBrowserRouter\b[^;]*from 'react-router-dom'/);
  });
});
