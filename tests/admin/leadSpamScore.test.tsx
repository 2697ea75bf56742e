// @vitest-environment jsdom
/**
 * A lead's spam score as sales read it, in both languages: the score it arrived with and each
 * signal in words with what it counted; and the export of sales' Spam / Not spam marks offered
 * beside the inbox's own, unfiltered.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LeadEdit } from '../../admin/src/leads/LeadEdit';
import { LeadList } from '../../admin/src/leads/LeadList';
import { stubMatchMedia } from '../support/matchMedia';
import { renderResourceAt } from '../support/resourceRoute';

afterEach(cleanup);

const baseLead = {
  id: 9, createdAt: '2026-11-28T17:45:35.778Z', customersName: '王工', customersPhone: '13912345678', customersAddress: '广东省/深圳市/南山区',
  companyName: '深圳仓储', industry: '电商', demand: '自动化立体库', remark: '访问 http://seo.example.com', source: '/', sourcePage: null,
  language: 'zh', clientIp: '203.0.113.9', status: 'spam', lostReason: null, ownerId: null, ownerEmail: null, ownerName: null,
  readAt: null, notes: [], history: [], samePhone: [],
};
const flagged = {
  ...baseLead,
  spamScore: 75,
  spamReasons: [{ signal: 'links', points: 35, count: 1 }, { signal: 'fastFill', points: 40, count: 2 }, { signal: 'phonePattern', points: 25 }],
};

function renderAt(path: string, element: React.ReactElement, record: object, locale: 'zh' | 'en', exports: unknown[][] = []) {
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: record }) as never,
    getList: async (resource: string) => (resource === 'leads' ? { data: [record], total: 1 } : { data: [], total: 0 }) as never,
    exportList: async (...args: unknown[]) => {
      exports.push(args.slice(0, 3));
      return { blob: new Blob(['x']), fileName: 'spam-marks-2026-11-29.csv' };
    },
  } as never);
  return renderResourceAt('leads', path, element, dataProvider, locale);
}

describe('a lead\'s spam score', () => {
  it('says the score and each signal in Chinese, with what it counted, under its own heading', async () => {
    await renderAt('/leads/9', <LeadEdit />, flagged, 'zh');
    const section = (await screen.findByRole('heading', { name: '垃圾信息评分' })).closest('section')!;
    expect(within(section).getByText(/提交时评分：75（满分 100）/)).toBeTruthy();
    expect(within(section).getByText('文本含链接 (+35)')).toBeTruthy();
    expect(within(section).getByText('1 个链接')).toBeTruthy();
    expect(within(section).getByText('填写过快 (+40)')).toBeTruthy();
    expect(within(section).getByText('打开表单 2 秒后即提交')).toBeTruthy();
    expect(within(section).getByText('电话号码像是编造的 (+25)')).toBeTruthy();
  });

  it('says the same in English, and that an ordinary lead has no signal', async () => {
    await renderAt('/leads/9', <LeadEdit />, flagged, 'en');
    const section = (await screen.findByRole('heading', { name: 'Spam score' })).closest('section')!;
    expect(within(section).getByText(/Score at arrival: 75 of 100/)).toBeTruthy();
    expect(within(section).getByText('Form filled too fast (+40)')).toBeTruthy();
    expect(within(section).getByText('Sent 2 s after the form opened')).toBeTruthy();
    cleanup();
    await renderAt('/leads/9', <LeadEdit />, { ...baseLead, status: 'new', spamScore: 0, spamReasons: [] }, 'en');
    const ordinary = (await screen.findByRole('heading', { name: 'Spam score' })).closest('section')!;
    expect(within(ordinary).getByText('No spam signal.')).toBeTruthy();
  });
});

describe('the spam marks export', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeAll(() => {
    // jsdom has no object URLs; the file is handed to the browser through one.
    URL.createObjectURL = () => 'blob:spam-marks';
    URL.revokeObjectURL = () => undefined;
  });
  // The node project's files share a worker (vitest.config.mts): the next one finds jsdom's own.
  afterAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('is offered beside the inbox\'s export and asks for every mark, whatever the list\'s filter', async () => {
    const restore = stubMatchMedia(false);
    try {
      const user = userEvent.setup();
      const exports: unknown[][] = [];
      await renderAt('/leads?filter=%7B%22status%22%3A%22spam%22%7D', <LeadList />, flagged, 'zh', exports);
      await user.click(await screen.findByRole('button', { name: '垃圾信息标记：Excel' }));
      await waitFor(() => expect(exports).toEqual([['spam-marks', 'xlsx', {}]]));
      await user.click(screen.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(exports.at(-1)).toEqual(['leads', 'csv', { status: 'spam' }]));
    } finally {
      restore();
    }
  });
});
