import { render } from '@testing-library/react';
import type React from 'react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';

/**
 * A page of a back-office resource (its list at `/<resource>`, a record at `/<resource>/:id`, its
 * create view at `/<resource>/create`) in the back office's language, on the data given.
 */
export async function renderResourceAt(resource: string, path: string, element: React.ReactElement, dataProvider: DataProvider, locale: 'zh' | 'en' = 'zh') {
  await i18nProvider.changeLocale(locale);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/:id`} element={element} />
            <Route path={`/${resource}`} element={element} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}
