// @vitest-environment jsdom
/**
 * A lead's record and the sales inbox as staff read them: the number a tap calls, the language
 * and the source page in words (the case by its title, the full address kept), people by name in
 * the owner menu and the change log, a status menu without a blank entry, the visitor's message
 * apart from the internal notes; on a phone the list's card shows the number and the filters fold
 * away behind a toggle.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadEdit } from '../../admin/src/leads/LeadEdit';
import { LeadList } from '../../admin/src/leads/LeadList';
import { stubMatchMedia } from '../support/matchMedia';
import { renderResourceAt } from '../support/resourceRoute';

afterEach(cleanup);

/** The element whose text, across the marks of the names and titles in it, is `text` (the innermost such). */
const wholeText = (text: string | RegExp) => (_: string, element: Element | null) => {
  const matches = (candidate: Element) => (typeof text === 'string' ? candidate.textContent === text : text.test(candidate.textContent ?? ''));
  return !!element && matches(element) && ![...element.children].some(matches);
};

const CASE_ADDRESS = 'https://www.example.cn/caseDetails?id=42&utm_source=wechat';
const CASE_TITLE = '陕西某果业公司苹果气调立体库';

const lead = {
  id: 7,
  createdAt: '2026-11-28T17:45:35.778Z',
  customersName: '王工',
  customersPhone: '138 0013 8000',
  customersAddress: '广东省/深圳市/南山区',
  companyName: '深圳仓储',
  industry: '电商',
  demand: '自动化立体库',
  remark: '请下午来电',
  source: CASE_ADDRESS,
  sourcePage: { kind: 'case', id: 42, title: CASE_TITLE, language: 'zh' },
  language: 'zh',
  clientIp: '203.0.113.9',
  status: 'qualified',
  lostReason: null,
  ownerId: 3,
  ownerEmail: 'chen@example.com',
  ownerName: '陈同事',
  readAt: '2026-11-28T18:00:00.000Z',
  notes: [{ id: 1, text: '已电话联系', author: '李销售', authorEmail: 'li@example.com', createdAt: '2026-11-28T18:05:00.000Z' }],
  history: [
    { id: 1, field: 'ownerId', from: null, to: '3', fromName: null, toName: '陈同事', changedAt: '2026-11-28T18:01:00.000Z', actor: '李销售', actorEmail: 'li@example.com' },
    { id: 2, field: 'ownerId', from: '3', to: '4', fromName: '陈同事', toName: '周经理', changedAt: '2026-11-28T18:02:00.000Z', actor: '李销售', actorEmail: 'li@example.com' },
  ],
  samePhone: [],
};

const owners = [
  { id: 3, displayName: '陈同事', email: 'chen@example.com' },
  { id: 4, displayName: '周经理', email: 'zhou@example.com' },
];

const dataProvider = () =>
  testDataProvider({
    getOne: async () => ({ data: lead }) as never,
    getList: async (resource: string, params: GetListParams) => {
      if (resource === 'staff-users') return { data: owners, total: owners.length } as never;
      expect(resource).toBe('leads');
      return { data: [lead].filter(() => !params.filter?.status || params.filter.status === lead.status), total: 1 } as never;
    },
  } as never);

const renderAt = (path: string, element: React.ReactElement, locale: 'zh' | 'en' = 'zh') => renderResourceAt('leads', path, element, dataProvider(), locale);

describe('a lead\'s record', () => {
  it('calls the number with a tap, and says the language and the source page in words with the full address kept', async () => {
    await renderAt('/leads/7', <LeadEdit />);
    const phone = await screen.findByRole('link', { name: '拨打 138 0013 8000' });
    expect(phone.getAttribute('href')).toBe('tel:13800138000');
    const source = screen.getByRole('link', { name: `案例：${CASE_TITLE}` });
    expect(source.getAttribute('href')).toBe(CASE_ADDRESS);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(`完整地址：${CASE_ADDRESS}`)).toBeTruthy();
    expect(screen.getByText('中文')).toBeTruthy();
    expect(screen.queryByText('zh')).toBeNull();
  });

  it('names the visitor\'s message and the staff\'s notes apart, and signs notes with a person\'s name', async () => {
    await renderAt('/leads/7', <LeadEdit />);
    await screen.findByText('访客留言');
    expect(screen.getByText('请下午来电')).toBeTruthy();
    const notes = screen.getByRole('heading', { name: '内部备注' }).closest('section')!;
    expect(within(notes).getByText(wholeText(/^李销售，/))).toBeTruthy();
  });

  it('tells owner changes by the people\'s names, never their ids', async () => {
    await renderAt('/leads/7', <LeadEdit />);
    const log = (await screen.findByRole('heading', { name: '变更记录' })).closest('section')!;
    expect(within(log).getByText(wholeText('负责人：未分配 → 陈同事'))).toBeTruthy();
    expect(within(log).getByText(wholeText('负责人：陈同事 → 周经理'))).toBeTruthy();
    expect(log.textContent).not.toMatch(/→ \d|\d →/);
  });

  it('offers statuses without a blank entry, and owners by name with “unassigned” named', async () => {
    const user = userEvent.setup();
    await renderAt('/leads/7', <LeadEdit />);
    await user.click(await screen.findByRole('combobox', { name: '状态' }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(statuses).toEqual(['已确认', '已成交', '已流失', '垃圾信息']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: '负责人' }));
    const people = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(people).toEqual(['未分配', '陈同事', '周经理']);
  });

  it('speaks English in English', async () => {
    await renderAt('/leads/7', <LeadEdit />, 'en');
    expect(await screen.findByRole('link', { name: `Case: ${CASE_TITLE}` })).toBeTruthy();
    expect(screen.getByText('Chinese')).toBeTruthy();
    expect(screen.getByText('Visitor\'s message')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Internal notes' })).toBeTruthy();
  });

  it('marks what the visitor typed as data in the English interface: names not to be translated, their words in their language', async () => {
    await renderAt('/leads/7', <LeadEdit />, 'en');
    const marked = (text: string) => (screen.getAllByText(text).find((element) => element.closest('body [lang], [translate="no"]'))) ?? screen.getAllByText(text)[0]!;
    await screen.findByText('王工');
    for (const name of ['王工', '深圳仓储']) expect(marked(name).closest('[translate="no"]'), name).not.toBeNull();
    for (const text of ['广东省/深圳市/南山区', '电商', '自动化立体库', '请下午来电']) expect(marked(text).closest('body [lang]')?.getAttribute('lang'), text).toBe('zh-CN');
    expect(screen.getByText(CASE_TITLE).getAttribute('lang')).toBe('zh-CN');
    // Staff are people too: the note's author and the owners in the change log.
    expect(screen.getAllByText('李销售', { selector: '[translate="no"]' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('陈同事', { selector: '[translate="no"]' }).length).toBeGreaterThan(0);
  });
});

describe('the sales inbox', () => {
  it('on a desktop, names the source page in one cut line with the address as its tooltip, and the owner by name', async () => {
    const restore = stubMatchMedia(false);
    try {
      await renderAt('/leads', <LeadList />);
      const cell = await screen.findByText(wholeText(`案例：${CASE_TITLE}`));
      expect(cell.getAttribute('title')).toBe(CASE_ADDRESS);
      expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
      expect(screen.getByText('陈同事').closest('[translate="no"]')).not.toBeNull();
      expect(screen.getByText('王工').closest('[translate="no"]')).not.toBeNull();
      expect(screen.getByText('广东省/深圳市/南山区').closest('body [lang]')?.getAttribute('lang')).toBe('zh-CN');
    } finally {
      restore();
    }
  });

  it('on a phone, shows the number on the card and folds the filters away behind a toggle', async () => {
    const restore = stubMatchMedia(true);
    try {
      const user = userEvent.setup();
      await renderAt('/leads', <LeadList />);
      const card = await screen.findByText(wholeText('138 0013 8000 · 已确认 · 深圳仓储'));
      expect(within(card).getByText('深圳仓储').closest('[translate="no"]')).not.toBeNull();
      const toggle = screen.getByRole('button', { name: '筛选' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('combobox', { name: '状态' })).toBeNull();
      await user.click(toggle);
      expect(await screen.findByRole('combobox', { name: '状态' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '筛选' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      restore();
    }
  });
});
