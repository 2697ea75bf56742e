// @vitest-environment jsdom
/**
 * A download request's record reads as a lead's does: the number a tap calls, the language by
 * name, and a status menu without a blank entry (a request always has a status).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DownloadRequestEdit } from '../../admin/src/downloadRequests/DownloadRequestEdit';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('zh'));

const request = {
  id: 5, name: 'Jane Smith', phone: '+44 20 7946 0958', email: 'jane@example.co.uk', company: 'Acme', fileTitle: '产品手册',
  createdAt: '2026-11-28T17:45:35.778Z', language: 'en', status: 'new', readAt: null,
};

it('calls the number with a tap, names the language, and offers no blank status', async () => {
  render(
    <TestMemoryRouter initialEntries={['/download-requests/5']}>
      <AdminContext dataProvider={testDataProvider({ getOne: async () => ({ data: request }) } as never)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="download-requests">
          <Routes><Route path="/download-requests/:id" element={<DownloadRequestEdit />} /></Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  const phone = await screen.findByRole('link', { name: '拨打 +44 20 7946 0958' });
  expect(phone.getAttribute('href')).toBe('tel:+442079460958');
  expect(screen.getByText('英文')).toBeTruthy();
  expect(screen.queryByText('en')).toBeNull();
  await userEvent.setup().click(screen.getByRole('combobox', { name: '状态' }));
  const statuses = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
  expect(statuses).toEqual(['新申请', '已联系', '垃圾信息']);
});
