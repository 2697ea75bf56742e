// @vitest-environment jsdom
/**
 * A form's media picker, rendered in react-admin: a picture uploaded from its dialog is chosen
 * once the server answered (its cropped thumbnail for a thumbnail field) and the dialog closes,
 * without the page's queries being read again; a document uploaded there is not chosen.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { MediaPickerInput } from '../../admin/src/media/MediaPickerInput';
import type { MediaAsset } from '../../contract/media/mediaAsset';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const asset = (id: number, kind: MediaAsset['kind'], fileName: string): MediaAsset => ({
  id,
  kind,
  fileName,
  mimeType: kind === 'image' ? 'image/jpeg' : 'application/pdf',
  sizeBytes: 1000,
  width: kind === 'image' ? 1200 : null,
  height: kind === 'image' ? 750 : null,
  focalX: 0.5,
  focalY: 0.5,
  alt: { zh: '', en: '' },
  decorative: false,
  url: `/cms/static/media/${id}/${fileName}`,
  thumbnailUrl: kind === 'image' ? `/cms/static/media/${id}/thumb-w400.jpg` : null,
  variants: [],
  storedFileId: null,
  createdBy: 'editor@example.com',
  createdAt: '2026-11-24T10:00:00.000Z',
});

/** A form holding one thumbnail field; the data provider answers each upload with the next of `answers`. */
function renderPicker(answers: MediaAsset[]) {
  const uploaded: string[] = [];
  let listReads = 0;
  const dataProvider = testDataProvider({
    getList: async () => {
      listReads += 1;
      return { data: [], total: 0 } as never;
    },
    uploadMedia: async (file: File, onProgress: (sent: number, total: number) => void) => {
      uploaded.push(file.name);
      onProgress(file.size, file.size);
      return answers[uploaded.length - 1]!;
    },
  } as never);
  const { container } = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Form record={{ id: 1, document: { thumbnail: '' } }}>
        <MediaPickerInput source="document.thumbnail" variant="thumbnail" label="Thumbnail" />
      </Form>
    </AdminContext>,
  );
  return { uploaded, listReads: () => listReads, shown: () => container.querySelector('img')?.getAttribute('src') ?? null };
}

const chooseFile = (name: string, type: string) =>
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [new File(['bytes'], name, { type })] } });

describe('the media picker of a form', () => {
  it('chooses a picture uploaded from its dialog and closes, reading no list again', async () => {
    const user = userEvent.setup();
    const picker = renderPicker([asset(7, 'image', 'warehouse.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    await screen.findByRole('dialog', { name: 'Choose a picture' });
    await waitFor(() => expect(picker.listReads()).toBe(1));

    chooseFile('warehouse.jpg', 'image/jpeg');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(picker.uploaded).toEqual(['warehouse.jpg']);
    expect(picker.shown()).toBe('/cms/static/media/7/thumb-w400.jpg');
    expect(picker.listReads()).toBe(1);
  });

  it('keeps the dialog open and the field as it was when the upload is a document', async () => {
    const user = userEvent.setup();
    const picker = renderPicker([asset(8, 'file', 'brochure.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    await screen.findByRole('dialog', { name: 'Choose a picture' });

    chooseFile('brochure.pdf', 'application/pdf');
    // The chooser is disabled while a file is sent and enabled once the server answered.
    const choose = screen.getByRole('button', { name: 'Choose files' });
    expect(choose).toHaveProperty('disabled', true);
    await waitFor(() => expect(choose).toHaveProperty('disabled', false));
    expect(picker.uploaded).toEqual(['brochure.pdf']);
    expect(screen.getByRole('dialog', { name: 'Choose a picture' })).toBeTruthy();
    expect(picker.shown()).toBeNull();
    await screen.findByText('No picture chosen');
  });

  for (const [language, open, title, close, which] of [
    ['en', 'Choose from the library', 'Choose a picture', 'Close', 0],
    ['zh', '从媒体库选择', '选择图片', '关闭', 1],
  ] as const) {
    it(`closes by its close button or its close action, choosing nothing (${language})`, async () => {
      await i18nProvider.changeLocale(language);
      const user = userEvent.setup();
      const picker = renderPicker([]);
      await user.click(await screen.findByRole('button', { name: open }));
      const dialog = await screen.findByRole('dialog', { name: title });
      // The icon in the title and the action at the bottom both say what they do.
      const closers = within(dialog).getAllByRole('button', { name: close });
      expect(closers).toHaveLength(2);
      await user.click(closers[which]!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(picker.shown()).toBeNull();
      expect(picker.uploaded).toEqual([]);
    });
  }
});
