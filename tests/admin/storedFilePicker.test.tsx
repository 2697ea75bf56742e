// @vitest-environment jsdom
/**
 * An article's attached-file field, one per language, rendered in react-admin: it names the file
 * its stored file id is (`stored-files/<id>`), chooses another PDF from the library's files
 * (never a film, which has no stored file to attach) and removes it.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { StoredFilePickerInput } from '../../admin/src/media/StoredFilePickerInput';
import type { MediaAsset } from '../../contract/media/mediaAsset';
import type { StoredFileSummary } from '../../contract/media/storedFile';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const file = (id: number, fileName: string, storedFileId: number | null): MediaAsset => ({
  id,
  kind: 'file',
  fileName,
  mimeType: storedFileId === null ? 'video/mp4' : 'application/pdf',
  sizeBytes: 1000,
  width: null,
  height: null,
  focalX: 0.5,
  focalY: 0.5,
  alt: { zh: '', en: '' },
  decorative: false,
  url: `/cms/static/media/${id}/${fileName}`,
  thumbnailUrl: null,
  variants: [],
  storedFileId,
  createdBy: 'editor@example.com',
  createdAt: '2026-11-24T10:00:00.000Z',
});

const LIBRARY = [file(1, '年度报告.pdf', 11), file(2, 'annual-report.pdf', 12), file(3, 'company.mp4', null)];
/** The stored files the CMS holds: the library's two PDFs and one the seed wrote, which the library does not list. */
const STORED: StoredFileSummary[] = [
  { id: 11, fileName: '年度报告.pdf', url: '/cms/static/files/a.pdf' },
  { id: 12, fileName: 'annual-report.pdf', url: '/cms/static/files/b.pdf' },
  { id: 13, fileName: '2025-annual-report-en.pdf', url: '/cms/static/files/2025-annual-report-en.pdf' },
];

function FieldValue({ source }: { source: string }) {
  return <output aria-label="value">{JSON.stringify(useWatch({ name: source }))}</output>;
}

function renderField(fileIds: { zh: number | null; en: number | null }) {
  const lists: unknown[] = [];
  const dataProvider = testDataProvider({
    getList: async (resource: string, params: { filter: unknown }) => {
      lists.push([resource, params.filter]);
      return { data: LIBRARY, total: LIBRARY.length } as never;
    },
    getOne: async (resource: string, params: { id: number }) => {
      const found = resource === 'stored-files' ? STORED.find((stored) => stored.id === params.id) : undefined;
      if (!found) throw new Error('Not found');
      return { data: found } as never;
    },
  } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Form record={{ id: 1, document: { texts: { zh: { fileId: fileIds.zh }, en: { fileId: fileIds.en } } } }}>
        <StoredFilePickerInput source="document.texts.en.fileId" label="Attached file (English)" />
        <FieldValue source="document.texts.en.fileId" />
      </Form>
    </AdminContext>,
  );
  return { lists, value: () => screen.getByRole('status', { name: 'value' }).textContent };
}

describe("an article's attached-file field", () => {
  it('names the attached file, chooses a PDF of the library instead, and removes it', async () => {
    const user = userEvent.setup();
    const field = renderField({ zh: 11, en: 11 });
    expect((await screen.findByRole('link', { name: '年度报告.pdf' })).getAttribute('href')).toBe('/cms/static/files/a.pdf');

    await user.click(screen.getByRole('button', { name: 'Choose a file from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file (PDF)' });
    await within(dialog).findByRole('button', { name: 'annual-report.pdf' });
    expect(field.lists).toEqual([['media', { kind: 'file', q: '' }]]);
    expect(within(dialog).queryByRole('button', { name: 'company.mp4' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'annual-report.pdf' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field.value()).toBe('12');
    expect(await screen.findByRole('link', { name: 'annual-report.pdf' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(field.value()).toBe('null');
    expect(screen.getByText('No attached file')).toBeTruthy();
  });

  it('names a file the seed wrote, which the library does not list, and one the CMS cannot find by its number', async () => {
    renderField({ zh: null, en: 13 });
    expect((await screen.findByRole('link', { name: '2025-annual-report-en.pdf' })).getAttribute('href')).toBe('/cms/static/files/2025-annual-report-en.pdf');
    cleanup();
    renderField({ zh: null, en: 42 });
    expect(await screen.findByText('File 42')).toBeTruthy();
  });
});
