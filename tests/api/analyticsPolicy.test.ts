import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS, SITE_PAGE_API_PATHS } from '../../contract/api';
import type { AnalyticsSettings } from '../../contract/entities/analytics';
import { finishBuiltPages } from '../../site/gatsby/finishBuiltPages';
import { startTestApp, type TestApp } from '../support/testApp';

const CONFIGURED: AnalyticsSettings = { baiduTongjiId: '0123456789abcdef0123456789abcdef', googleAnalyticsId: 'G-TEST1234' };
const ANALYTICS_HOST = /baidu|google/;

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((directive) => directive.trim()).filter(Boolean).map((directive) => {
      const [name = '', ...values] = directive.split(/\s+/);
      return [name, values];
    }),
  );
}

describe.each([
  { name: 'with both analytics ids', analytics: CONFIGURED },
  { name: 'with only the Baidu Tongji id', analytics: { baiduTongjiId: CONFIGURED.baiduTongjiId, googleAnalyticsId: null } },
  { name: 'without analytics ids', analytics: undefined },
])('site pages $name', ({ analytics }) => {
  let test: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-analytics-site-'));
    await fs.mkdir(path.join(siteDir, 'home'));
    await fs.writeFile(path.join(siteDir, 'home/index.html'), '<!doctype html><html><body><script>window.pagePath="/home";</script></body></html>');
    await finishBuiltPages(siteDir);
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
