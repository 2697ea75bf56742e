// @vitest-environment jsdom
/**
 * The edit views of the other content kinds, rendered in react-admin with their real inputs
 * (references, rich text, language columns): a loaded document comes back from Save draft as it
 * was, with what is typed, and a language left blank saved as null; a kind in one language has
 * no language columns; the settings are never unpublished or deleted and need both languages.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React, { type ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter, type UpdateParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerReviewEdit } from '../../admin/src/content/customerReviews/CustomerReviewViews';
import { JobEdit } from '../../admin/src/content/jobs/JobViews';
import { FriendlyLinkEdit } from '../../admin/src/content/friendlyLinks/FriendlyLinkViews';
import { SettingsEdit } from '../../admin/src/content/settings/SettingsViews';
import { ServiceLocationEdit } from '../../admin/src/content/serviceLocations/ServiceLocationViews';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import type { ContentListRow, ContentRecord } from '../../contract/content/protocol';
import type { JobDocument } from '../../contract/content/documents/job';
import type { CustomerReviewDocument } from '../../contract/content/documents/customerReview';
import type { FriendlyLinkDocument } from '../../contract/content/documents/friendlyLink';
import { TRANSLATED_SETTING_KEYS, type SettingsDocument } from '../../contract/content/documents/settings';
import { ENGLISH_CAREERS_ON } from '../../contract/entities/site';
import type { ServiceLocationDocument } from '../../contract/content/documents/serviceLocation';
import { JOB as job, SETTINGS as settings } from './kindDocuments';
import { NO_SCHEDULE } from '../../contract/content/schedule';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const record = <Document,>(document: Document): ContentRecord<Document> => ({
  id: 4,
  revision: 2,
  published: true,
  hasDraft: false,
  missingLanguages: [],
  outOfDateLanguages: [],
  sourceChanges: {},
  draftBy: null,
  draftAt: null,
  schedule: NO_SCHEDULE,
  document,
});

/** An edit view at `/<resource>/4` whose Save draft resolves with the document it was sent. */
function renderEdit(resource: string, loaded: ContentRecord<unknown>, view: ReactNode, choices: Record<string, ContentListRow[]> = {}) {
  const saved: UpdateParams[] = [];
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: loaded }) as never,
    getList: async (reference: string) => ({ data: choices[reference] ?? [], total: choices[reference]?.length ?? 0 }) as never,
    getMany: async (reference: string, { ids }: { ids: unknown[] }) => ({ data: (choices[reference] ?? []).filter((row) => ids.includes(row.id)) }) as never,
    update: async (_resource: string, params: UpdateParams) => {
      saved.push(params);
      return { data: { ...loaded, revision: loaded.revision + 1, document: params.data.document } } as never;
    },
    contentVersions: async () => [],
  } as never);
  render(
    <TestMemoryRouter initialEntries={[`/${resource}/4`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/:id`} element={view} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return saved;
}

describe('the form of a service location', () => {
  const location: ServiceLocationDocument = {
    locationType: 'branch',
    phone: '021-5555 0100',
    sort: 2,
    provinces: ['上海市'],
    mailbox: null,
    mailboxLanguage: 'zh',
    texts: { zh: { name: '上海分公司', province: '上海市', address: '浦东新区' }, en: null },
  };

  it('saves the loaded document with what is typed, and English left blank as null', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/service-locations', record(location), <ServiceLocationEdit />);
    const english = await screen.findByRole('region', { name: 'English' });
    expect(within(english).getByText('English missing')).toBeTruthy();
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '021-5555 0199');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data).toMatchObject({ revision: 2 });
    expect(saved[0]!.data.document).toEqual({ ...location, phone: '021-5555 0199' });
  });

  it('offers the provinces by their English names in English, adds one and saves the Chinese names routing compares', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/service-locations', record(location), <ServiceLocationEdit />);
    const provinces = await screen.findByRole('combobox', { name: 'Provinces served (lead routing)' });
    expect(screen.getByText('Shanghai')).toBeTruthy();
    expect(screen.queryByText('上海市')).toBeNull();
    await user.type(provinces, 'Jiangs');
    await user.click(await screen.findByRole('option', { name: 'Jiangsu' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data.document).toEqual({ ...location, provinces: ['上海市', '江苏省'] });
  });

  it('keeps a saved name outside the region list, shown as saved and marked as Chinese', async () => {
    renderEdit('content/service-locations', record({ ...location, provinces: ['上海市', '海外'] }), <ServiceLocationEdit />);
    const saved = await screen.findByText('海外');
    expect(saved.closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
  });

  it('saves what is typed in English as that language, the rest of it blank', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/service-locations', record(location), <ServiceLocationEdit />);
    const english = await screen.findByRole('region', { name: 'English' });
    await user.type(within(english).getByLabelText('Name (English)'), 'Shanghai office');
    expect(within(english).queryByText('English missing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data.document).toEqual({ ...location, texts: { ...location.texts, en: { name: 'Shanghai office', province: '', address: '' } } });
  });
});

describe('the form of a friendly link', () => {
  const link: FriendlyLinkDocument = { language: 'en', name: 'Partner', link: 'https://partner.example.com', sort: 3 };

  it('has no language columns and saves the document as loaded, with what is typed', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/friendly-links', record(link), <FriendlyLinkEdit />);
    const name = await screen.findByLabelText('Name *');
    expect(screen.queryByRole('region', { name: 'English' })).toBeNull();
    expect(screen.queryByText('English missing')).toBeNull();
    await user.type(name, ' site');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data.document).toEqual({ ...link, name: 'Partner site' });
  });
});

describe('the form of the settings', () => {
  it('offers no Unpublish or Delete, marks a cleared language as required and sends its fields for the server to refuse', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/settings', record(settings), <SettingsEdit />);
    const english = await screen.findByRole('region', { name: 'English' });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    for (const key of TRANSLATED_SETTING_KEYS) await user.clear(within(english).getByLabelText(new RegExp(`\\(English\\)$`), { selector: `[name="document.texts.en.${key}"]` }));
    expect(within(english).getByText('English is required: the English site has no page without it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Each cleared input is null (react-admin's empty value); the language itself is kept, not made null.
    expect((saved[0]!.data.document as SettingsDocument).texts.en).toEqual(Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [key, null])));
  });

  it('turns English careers on with a switch, off unless the document says on, saved as "on"', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/settings', record(settings), <SettingsEdit />);
    const careers = await screen.findByRole('switch', { name: 'Careers in English too' });
    expect((careers as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Off \(as the specification describes the site\): careers are in Chinese only/)).toBeTruthy();
    await user.click(careers);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0]!.data.document as SettingsDocument).shared.englishCareers).toBe(ENGLISH_CAREERS_ON);
  });
});

describe('the form of a job', () => {
  const row = (id: number, name: string): ContentListRow => ({ id, revision: 1, published: true, hasDraft: false, missingLanguages: [], outOfDateLanguages: [], draftBy: null, draftAt: null, schedule: NO_SCHEDULE, title: { zh: name, en: null }, liveTitle: { zh: name, en: null }, sort: 0 });

  it('shows its category and work place by name and both languages side by side, and saves the English typed in and an emptied mailbox as null', async () => {
    const user = userEvent.setup();
    const chineseOnly: JobDocument = { ...job, texts: { zh: job.texts.zh, en: null } };
    const saved = renderEdit('content/jobs', record(chineseOnly), <JobEdit />, {
      'content/job-categories': [row(3, '研发类'), row(4, '销售类')],
      'content/work-places': [row(5, '上海')],
    });
    const mailbox = await screen.findByLabelText('Recruiter mailbox');
    // Named in Chinese only: shown so in the English interface, marked with its language.
    expect((await screen.findByText('研发类')).closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
    expect(await screen.findByText('上海')).toBeTruthy();
    const english = screen.getByRole('region', { name: 'English' });
    expect(within(english).getByText('English missing')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Chinese' })).queryByText('Chinese missing')).toBeNull();
    await user.type(within(english).getByLabelText('Post (English)'), 'Electrical Engineer');
    await user.type(within(english).getByLabelText('Place of work (English)'), 'Qingpu District, Shanghai');
    expect(within(english).queryByText('English missing')).toBeNull();
    await user.clear(mailbox);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const document = saved[0]!.data.document as JobDocument;
    expect({ ...document, texts: { ...document.texts, en: null } }).toEqual({ ...chineseOnly, recruiterMailbox: null });
    expect(document.texts.en).toMatchObject({ post: 'Electrical Engineer', place: 'Qingpu District, Shanghai' });
  });

  it('refuses a closing date before the announce day at the field, and saves its employment type and a cleared closing date as null', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/jobs', record(job), <JobEdit />, {
      'content/job-categories': [row(3, '研发类')],
      'content/work-places': [row(5, '上海')],
    });
    const closing = await screen.findByLabelText('Applications close');
    expect((closing as HTMLInputElement).value).toBe(job.closingDate);
    fireEvent.change(closing, { target: { value: '2026-09-30' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The closing date cannot be before the day the job is announced')).toBeTruthy();
    expect(saved).toHaveLength(0);

    fireEvent.change(closing, { target: { value: '' } });
    await user.click(screen.getByRole('combobox', { name: 'Employment type' }));
    await user.click(await screen.findByRole('option', { name: 'Part-time' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data.document).toEqual({ ...job, closingDate: null, employmentType: 'PART_TIME' });
  });
});

describe('the form of a customer review', () => {
  const review: CustomerReviewDocument = {
    caseId: 12,
    sort: 0,
    texts: { zh: { quote: '交付准时', personName: '王工', personRole: '物流总监', company: '某冷链', industry: '冷链' }, en: null },
  };
  const caseRow: ContentListRow = { id: 12, revision: 1, published: true, hasDraft: false, missingLanguages: [], outOfDateLanguages: [], draftBy: null, draftAt: null, schedule: NO_SCHEDULE, title: { zh: '冷链仓库', en: null }, liveTitle: { zh: '冷链仓库', en: null }, sort: 0 };

  it('saves the choice of no case as null (react-admin parses an empty select so)', async () => {
    const user = userEvent.setup();
    const saved = renderEdit('content/customer-reviews', record(review), <CustomerReviewEdit />, { 'content/cases': [caseRow] });
    await user.click(await screen.findByText('冷链仓库'));
    await user.click(within(await screen.findByRole('listbox')).getByText('None'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data.document).toEqual({ ...review, caseId: null });
  });

  it('names the case in the interface\'s language only', async () => {
    const bothNames = { ...caseRow, title: { zh: '冷链仓库', en: 'Cold-chain warehouse' }, liveTitle: { zh: '冷链仓库', en: 'Cold-chain warehouse' } };
    renderEdit('content/customer-reviews', record(review), <CustomerReviewEdit />, { 'content/cases': [bothNames] });
    const shown = await screen.findByText('Cold-chain warehouse');
    expect(shown.closest('body [lang]')).toBeNull();
    expect(screen.queryByText(/冷链仓库/)).toBeNull();
  });
});
