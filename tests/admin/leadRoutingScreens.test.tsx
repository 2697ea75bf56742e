// @vitest-environment jsdom
/**
 * The back-office screens of lead routing as an admin uses them: a rule's form in either
 * language, with its conditions and its owner or team, and a company calendar day, whose kind is
 * saved as the boolean the API takes.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { CalendarDayCreate } from '../../admin/src/leadRouting/CalendarDayViews';
import { RoutingRuleEdit } from '../../admin/src/leadRouting/RoutingRuleViews';

afterEach(cleanup);

const rule = {
  id: 3, position: 2, name: 'Zhejiang', enabled: true, provinces: ['浙江省'], industry: '', language: '', source: '',
  ownerUserId: 7, teamId: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

async function renderAt(path: string, route: string, resource: string, element: React.ReactElement, language: 'zh' | 'en', saved: unknown[]) {
  await i18nProvider.changeLocale(language);
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: rule }) as never,
    getList: async (listed: string) => (listed === 'staff-users'
      ? { data: [{ id: 7, displayName: '李雷', email: 'li@example.com' }], total: 1 }
      : { data: [{ id: 1, name: 'East', memberIds: [7] }], total: 1 }) as never,
    getMany: async () => ({ data: [{ id: 1, name: 'East', memberIds: [7] }] }) as never,
    update: async (_resource: string, params: { data: object }) => {
      saved.push(params.data);
      return { data: { ...rule, ...params.data } } as never;
    },
    create: async (_resource: string, params: { data: object }) => {
      saved.push(params.data);
      return { data: { id: 'x', ...params.data } } as never;
    },
  } as never);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={route} element={element} />
            <Route path={`/${resource}`} element={<p>list</p>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the routing screens', () => {
  it.each([
    ['zh', ['名称', '序号', '行业', '来源', '负责人', '销售团队'], '负责人与销售团队二选一：团队按顺序轮流分配'],
    ['en', ['Name', 'Order', 'Industry', 'Source', 'Owner', 'Sales team'], 'Either an owner or a sales team: a team takes leads in turn'],
  ] as const)('show a rule in %s and save what the admin changed', async (language, labels, help) => {
    const saved: unknown[] = [];
    await renderAt('/routing-rules/3', '/routing-rules/:id', 'routing-rules', <RoutingRuleEdit />, language, saved);
    const name = await screen.findByLabelText(new RegExp(`^${labels[0]}`));
    for (const label of labels) expect(screen.getAllByLabelText(new RegExp(`^${label}`)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(help).length).toBeGreaterThan(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Zhejiang and Jiangsu');
    await userEvent.click(screen.getByRole('button', { name: language === 'zh' ? '保存' : 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: 'Zhejiang and Jiangsu', ownerUserId: 7, provinces: ['浙江省'] });
  });

  it('saves an extra working day as working: true', async () => {
    const saved: unknown[] = [];
    await renderAt('/calendar-days/create', '/calendar-days/create', 'calendar-days', <CalendarDayCreate />, 'zh', saved);
    await userEvent.type(await screen.findByLabelText(/^日期/), '2026-10-10');
    await userEvent.click(screen.getByLabelText(/^类型/));
    await userEvent.click(await screen.findByRole('option', { name: '调休上班日' }));
    await userEvent.type(screen.getByLabelText(/^说明/), '国庆调休');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: '2026-10-10', working: true, note: '国庆调休' });
  });
});
