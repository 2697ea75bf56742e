// @vitest-environment jsdom
/**
 * Staff read every time in the company's time zone, which the CMS writes into the page, whatever
 * the zone of their computer: here one in California (Node reads TZ when it changes), so a time
 * shown in the computer's zone would be a day and 16 hours off.
 */
import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TIME_ZONE_META, ADMIN_TIME_ZONE_PLACEHOLDER } from '../../contract/adminApi';

const removeZone = () => document.head.querySelectorAll(`meta[name="${ADMIN_TIME_ZONE_META}"]`).forEach((meta) => meta.remove());

/** The admin's modules as a fresh page loads them, under a page that names `zone`. */
async function pageIn(zone: string | null) {
  removeZone();
  if (zone !== null) {
    const meta = document.createElement('meta');
    meta.name = ADMIN_TIME_ZONE_META;
    meta.content = zone;
    document.head.append(meta);
  }
  vi.resetModules();
  const { i18nProvider } = await import('../../admin/src/i18n/i18nProvider');
  const time = await import('../../admin/src/shared/companyTime');
  const { CompanyDateField } = await import('../../admin/src/shared/CompanyDateField');
  return { i18nProvider, ...time, CompanyDateField };
}

const SENT = '2026-11-28T17:45:35.778Z';

const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
  // The node project's files share a worker (vitest.config.mts): the next one finds no zone named.
  removeZone();
});
afterEach(cleanup);

describe('times in the back office', () => {
  it('are the company\'s wall clock, in the back office\'s language', async () => {
    expect(new Date(SENT).toLocaleString('zh-CN')).toBe('2026/11/28 09:45:35');
    const page = await pageIn('Asia/Shanghai');
    await page.i18nProvider.changeLocale('zh');
    expect(page.formatDateTime(SENT)).toBe('2026/11/29 01:45:35');
    expect(page.formatDate(SENT)).toBe('2026/11/29');
    await page.i18nProvider.changeLocale('en');
    expect(page.formatDateTime(SENT)).toBe('11/29/2026, 1:45:35 AM');
  });

  it('follow the zone the page names, and the default zone where it names none or a placeholder', async () => {
    expect((await pageIn('America/New_York')).formatDateTime(SENT, { timeStyle: 'short' })).toMatch(/^12:45/);
    for (const zone of [ADMIN_TIME_ZONE_PLACEHOLDER, null]) {
      const page = await pageIn(zone);
      await page.i18nProvider.changeLocale('zh');
      expect(page.formatDateTime(SENT)).toBe('2026/11/29 01:45:35');
    }
  });

  it('show in every date field as the company reads them', async () => {
    const { i18nProvider, CompanyDateField } = await pageIn('Asia/Shanghai');
    await i18nProvider.changeLocale('zh');
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 1, createdAt: SENT }}>
          <CompanyDateField source="createdAt" showTime />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('2026/11/29 01:45:35')).toBeTruthy();
  });
});
