import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS, SITE_PAGE_API_PATHS } from '../../../contract/api';
import type { AnalyticsSettings } from '../../../contract/entities/analytics';
import { onePageSite, policyDirectives as directives } from '../../support/onePageSite';
import { startTestApp, type TestApp } from '../../support/testApp';

const CONFIGURED: AnalyticsSettings = { baiduTongjiId: '0123456789abcdef0123456789abcdef', googleAnalyticsId: 'G-TEST1234' };
const ANALYTICS_HOST = /baidu|google/;

describe.each([
  { name: 'with both analytics ids', analytics: CONFIGURED },
  { name: 'with only the Baidu Tongji id', analytics: { baiduTongjiId: CONFIGURED.baiduTongjiId, googleAnalyticsId: null } },
  { name: 'without analytics ids', analytics: undefined },
])('site pages $name', ({ analytics }) => {
  let test: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await onePageSite();
    test = await startTestApp('sqlite', { siteDir, analytics });
  });
  afterAll(async () => {
    await test?.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('answer the configured ids to the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${SITE_PAGE_API_PATHS.siteAnalytics}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(analytics ?? { baiduTongjiId: null, googleAnalyticsId: null });
  });

  it('allow exactly the hosts of the configured tools, and only on pages', async () => {
    const page = directives(await test.app.inject({ method: 'GET', url: '/home' }));
    const baidu = analytics?.baiduTongjiId ? ['https://hm.baidu.com'] : [];
    const google = analytics?.googleAnalyticsId;
    expect(page.get('script-src')?.filter((source) => ANALYTICS_HOST.test(source))).toEqual([
      ...baidu,
      ...(google ? ['https://*.googletagmanager.com'] : []),
    ]);
    expect(page.get('img-src')?.filter((source) => ANALYTICS_HOST.test(source))).toEqual([
      ...baidu,
      ...(google ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
    ]);
    expect(page.get('connect-src')?.filter((source) => ANALYTICS_HOST.test(source))).toEqual([
      ...baidu,
      ...(google ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : []),
    ]);
    expect(page.get('default-src')).toEqual(["'self'"]);

    const apiAnswer = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${API_PATHS.siteSettings}` });
    expect(String(apiAnswer.headers['content-security-policy'])).not.toMatch(ANALYTICS_HOST);
  });
});
