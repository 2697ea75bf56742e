// @vitest-environment jsdom
/**
 * The redirects screens as an editor uses them: a new redirect in either language, saved with the
 * fields the API takes; a change sends only those fields back; the list says where each came
 * from and links the exports.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteRedirect } from '../../contract/redirects';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { RedirectCreate, RedirectEdit, RedirectList } from '../../admin/src/redirects/RedirectViews';

afterEach(cleanup);

const moved: SiteRedirect = {
  id: 4, from: '/succeedCase/tobacco', match: 'exact', to: '/succeedCase/tobacco-leaf', status: 301, origin: 'moved', note: '',
  updatedBy: 'editor@example.com', updatedAt: '2026-11-01T00:00:00.000Z',
};

async function renderAt(path: string, route: string, element: React.ReactElement, language: 'zh' | 'en', saved: unknown[]) {
  await i18nProvider.changeLocale(language);
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: moved }) as never,
    getList: async () => ({ data: [moved], total: 1 }) as never,
    update: async (_resource: string, params: { data: object }) => {
      saved.push(params.data);
      return { data: { ...moved, ...params.data } } as never;
    },
    create: async (_resource: string, params: { data: object }) => {
      saved.push(params.data);
      return { data: { ...moved, id: 5, ...params.data } } as never;
    },
  } as never);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="redirects">
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the redirects screens', () => {
  it.each([
    ['zh', { from: '原地址', match: '匹配方式', to: '目标地址', kind: '跳转类型', prefix: '前缀：此地址及其下所有地址', temporary: '302 临时跳转', save: '保存' }],
    ['en', { from: 'From', match: 'Match', to: 'To', kind: 'Kind', prefix: 'Prefix: this address and every address below it', temporary: '302 temporary', save: 'Save' }],
  ] as const)('add a prefix redirect in %s', async (language, labels) => {
    const saved: unknown[] = [];
    await renderAt('/redirects/create', '/redirects/create', <RedirectCreate />, language, saved);
    await userEvent.type(await screen.findByLabelText(new RegExp(`^${labels.from}`)), '/old-products');
    await userEvent.click(screen.getByLabelText(new RegExp(`^${labels.match}`)));
    await userEvent.click(await screen.findByRole('option', { name: labels.prefix }));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${labels.to}`)), '/products');
    await userEvent.click(screen.getByLabelText(new RegExp(`^${labels.kind}`)));
    await userEvent.click(await screen.findByRole('option', { name: labels.temporary }));
    await userEvent.click(screen.getByRole('button', { name: labels.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ from: '/old-products', match: 'prefix', to: '/products', status: 302, note: '' });
  });

  it('sends back only what an editor may change', async () => {
    const saved: unknown[] = [];
    await renderAt('/redirects/4', '/redirects/:id', <RedirectEdit />, 'zh', saved);
    const to = await screen.findByLabelText(/^目标地址/);
    await userEvent.clear(to);
    await userEvent.type(to, '/succeedCase/AllCase');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ from: '/succeedCase/tobacco', match: 'exact', to: '/succeedCase/AllCase', status: 301, note: '' });
  });

  it('lists where each came from and links the exports', async () => {
    await renderAt('/redirects', '/redirects', <RedirectList />, 'zh', []);
    expect(await screen.findByText('页面地址变更时自动添加')).toBeTruthy();
    expect(screen.getByText('精确：仅此地址')).toBeTruthy();
    expect(screen.getByRole('link', { name: '导出 nginx 配置' }).getAttribute('href')).toBe('/cms/admin/api/redirects/export.nginx');
    expect(screen.getByRole('link', { name: '导出 CSV（CDN）' }).getAttribute('href')).toBe('/cms/admin/api/redirects/export.csv');
  });
});
