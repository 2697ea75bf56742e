import { render } from '@testing-library/react';
import type React from 'react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';

/** A page of the leads resource (the list at `/leads`, a record at `/leads/:id`) in the back office's language, on the data given. */
export function renderLeadsAt(path: string, element: React.ReactElement, dataProvider: DataProvider, locale: 'zh' | 'en' = 'zh') {
  void i18nProvider.changeLocale(locale);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="leads">
          <Routes>
            <Route path="/leads/:id" element={element} />
            <Route path="/leads" element={element} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}
