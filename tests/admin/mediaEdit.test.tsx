// @vitest-environment jsdom
/**
 * One asset of the media library as an editor opens it: its picture, alternative texts and uses
 * first; the files generated from the upload folded away behind "technical details", opened on
 * demand by keyboard or pointer.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { MediaEdit } from '../../admin/src/media/MediaEdit';
import type { MediaAsset } from '../../contract/media/mediaAsset';

afterEach(cleanup);

const variant = (name: string, format: 'avif' | 'webp' | 'jpeg', width: number) => ({ name, format, width, height: width / 2, url: `/cms/static/images/media/k/${name}.${format}` });

const photo: MediaAsset = {
  id: 5,
  kind: 'image',
  fileName: 'cold-store.jpg',
  mimeType: 'image/jpeg',
  sizeBytes: 1000,
  width: 800,
  height: 400,
  focalX: 0.5,
  focalY: 0.5,
  alt: { zh: '冷库', en: 'Cold store' },
  decorative: false,
  url: '/cms/static/images/media/k/w800.jpeg',
  thumbnailUrl: '/cms/static/images/media/k/thumb-w400.jpeg',
  variants: [variant('original', 'jpeg', 800), variant('w400', 'avif', 400), variant('w400', 'webp', 400), variant('w800', 'jpeg', 800)],
  storedFileId: null,
  createdBy: 'seed',
  createdAt: '2026-11-24T10:00:00.000Z',
};

function renderEdit(language: 'zh' | 'en') {
  void i18nProvider.changeLocale(language);
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: photo }) as never,
    mediaUsages: async () => [],
  } as never);
  render(
    <TestMemoryRouter initialEntries={['/media/5']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="media">
          <Routes>
            <Route path="/media/:id" element={<MediaEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('a media asset\'s page', () => {
  for (const [language, details, hint] of [['zh', '技术详情', /自动生成/], ['en', 'Technical details', /made automatically/]] as const) {
    it(`keeps the generated files folded away behind "${details}" until asked (${language})`, async () => {
      const user = userEvent.setup();
      renderEdit(language);
      const summary = await screen.findByRole('button', { name: details });
      expect(summary.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByText('生成的文件')).toBeNull();
      const region = document.getElementById('media-served-files')!;
      expect(within(region).queryByRole('link', { name: /w400\.avif/ })).toBeNull();

      summary.focus();
      await user.keyboard('{Enter}');
      expect(summary.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText(hint)).toBeTruthy();
      expect(within(region).getAllByRole('link').map((link) => link.textContent)).toEqual(['original.jpeg (800 × 400)', 'w400.avif (400 × 200)', 'w400.webp (400 × 200)', 'w800.jpeg (800 × 400)']);
    });
  }
});
