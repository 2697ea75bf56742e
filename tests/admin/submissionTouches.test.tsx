// @vitest-environment jsdom
/**
 * A submission's record says where its visitor came from: the first and the last touch as lists
 * of terms and values under their headings, channels and devices by name in the staff member's
 * language, empty values left out.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import React from 'react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { SubmissionTouches } from '../../admin/src/attribution/SubmissionTouches';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';

afterEach(cleanup);

const empty = {
  utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '', referrerHost: '', landingPage: '',
  sentFromPage: '/cases', partnerOrigin: '', deviceClass: '',
};
const touches = {
  first: { ...empty, channel: 'search', referrerHost: 'www.baidu.com', landingPage: '/products', deviceClass: 'mobile', touchedAt: '2026-02-01T02:00:00.000Z' },
  last: { ...empty, channel: 'paid', utmSource: 'baidu', utmMedium: 'cpc', utmCampaign: 'cemat', touchedAt: '2026-03-01T02:00:00.000Z' },
};

const renderRecord = (record: object) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <SubmissionTouches />
      </RecordContextProvider>
    </AdminContext>,
  );

/** The terms and values of the list under a heading, as pairs. */
function termsUnder(heading: HTMLElement): string[][] {
  const list = heading.nextElementSibling as HTMLElement;
  const terms = within(list).getAllByRole('term').map((term) => term.textContent);
  const values = within(list).getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => [term!, values[index]!]);
}

it('lists each touch under its heading, channels and devices by name, in Chinese and in English', async () => {
  await i18nProvider.changeLocale('zh');
  renderRecord({ id: 1, touches });
  expect(screen.getByRole('region', { name: '来源追踪' })).toBeTruthy();
  expect(screen.getByText('提交页面: /cases')).toBeTruthy();
  expect(termsUnder(screen.getByRole('heading', { name: '首次接触' }))).toEqual([
    ['渠道', '搜索引擎'], ['来源网站', 'www.baidu.com'], ['着陆页', '/products'], ['设备', '手机'], ['时间', expect.stringContaining('2026')],
  ]);
  expect(termsUnder(screen.getByRole('heading', { name: '最近接触' })).slice(0, 4)).toEqual([
    ['渠道', '付费推广'], ['来源（utm_source）', 'baidu'], ['媒介（utm_medium）', 'cpc'], ['活动（utm_campaign）', 'cemat'],
  ]);
  cleanup();

  await i18nProvider.changeLocale('en');
  renderRecord({ id: 1, touches });
  expect(termsUnder(screen.getByRole('heading', { name: 'First touch' }))[0]).toEqual(['Channel', 'Search']);
  expect(termsUnder(screen.getByRole('heading', { name: 'Last touch' }))[0]).toEqual(['Channel', 'Paid']);
});

it('says nothing was recorded when the submission came without attribution, and waits for the record', async () => {
  await i18nProvider.changeLocale('en');
  renderRecord({ id: 2, touches: { first: null, last: null } });
  expect(screen.getByText(/^Not recorded/)).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'First touch' })).toBeNull();
  cleanup();
  // A list row stands in for the record until it loads: no section yet.
  renderRecord({ id: 3 });
  expect(screen.queryByRole('region')).toBeNull();
});
