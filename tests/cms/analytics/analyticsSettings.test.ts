import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_PAGE_API_PATHS } from '../../../contract/api';
import type { SettingsDocument } from '../../../contract/content/documents/settings';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { AnalyticsSettings } from '../../../contract/entities/analytics';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { onePageSite, policyDirectives } from '../../support/onePageSite';
import { ENGINES } from '../../support/testApp';
import { startTwoInstances, type TwoInstances } from '../../support/twoInstances';
import { content, openApi } from '../../support/contentApi';

/** The instance's environment names Baidu Tongji only. */
const ENVIRONMENT: AnalyticsSettings = { baiduTongjiId: '0123456789abcdef0123456789abcdef', googleAnalyticsId: null };
const EDITORS_BAIDU = 'fedcba9876543210fedcba9876543210';
const EDITORS_GOOGLE = 'G-EDITOR42';

/** What a site page is told to load and what its policy allows, as one instance answers them now. */
async function analyticsOf(app: FastifyInstance) {
  const told = (await openApi(app, SITE_PAGE_API_PATHS.siteAnalytics)).body.data as AnalyticsSettings;
  const page = await app.inject({ method: 'GET', url: '/home' });
  expect(page.statusCode).toBe(200);
  const scripts = policyDirectives(page).get('script-src') ?? [];
  return { told, scriptHosts: scripts.filter((source) => /baidu|google/.test(source)) };
}

const GOOGLE_SCRIPTS = 'https://*.googletagmanager.com';
const BAIDU_SCRIPTS = 'https://hm.baidu.com';

async function saveAnalytics(app: FastifyInstance, editor: SignedIn, analytics: AnalyticsSettings): Promise<ContentRecord<SettingsDocument>> {
  const current = await content<ContentRecord<SettingsDocument>>(app, editor, 'GET', 'settings/1');
  const saved = await content<ContentRecord<SettingsDocument>>(app, editor, 'PUT', 'settings/1', {
    revision: current.body.revision,
    document: { ...current.body.document, analytics },
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

async function publishAnalytics(app: FastifyInstance, editor: SignedIn, analytics: AnalyticsSettings): Promise<void> {
  const saved = await saveAnalytics(app, editor, analytics);
  expect((await content(app, editor, 'POST', 'settings/1/publish', { revision: saved.revision })).status).toBe(200);
}

describe.each(ENGINES)('the analytics ids of the published settings on %s', (engine) => {
  let test: StaffTestApp;
  let siteDir: string;
  let editor: SignedIn;

  beforeAll(async () => {
    siteDir = await onePageSite();
    test = await startStaffApp(engine, { seed: loadDemoContent, siteDir, analytics: ENVIRONMENT });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
  });
  afterAll(async () => {
    await test?.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('leave the environment’s ids in effect while they name none', async () => {
    expect(await analyticsOf(test.app)).toEqual({ told: ENVIRONMENT, scriptHosts: [BAIDU_SCRIPTS] });
  });

  it('change nothing while only a draft names an id', async () => {
    await saveAnalytics(test.app, editor, { baiduTongjiId: null, googleAnalyticsId: EDITORS_GOOGLE });
    expect(await analyticsOf(test.app)).toEqual({ told: ENVIRONMENT, scriptHosts: [BAIDU_SCRIPTS] });
  });

  it('take effect on the next page and answer once published, before the environment’s', async () => {
    await publishAnalytics(test.app, editor, { baiduTongjiId: EDITORS_BAIDU, googleAnalyticsId: EDITORS_GOOGLE });
    expect(await analyticsOf(test.app)).toEqual({
      told: { baiduTongjiId: EDITORS_BAIDU, googleAnalyticsId: EDITORS_GOOGLE },
      scriptHosts: [BAIDU_SCRIPTS, GOOGLE_SCRIPTS],
    });
  });

  it('fall back to the environment’s id for a tool cleared, also when published with everything pending', async () => {
    await saveAnalytics(test.app, editor, { baiduTongjiId: null, googleAnalyticsId: null });
    const pending = await content<{ published: Array<{ kind: string }> }>(test.app, editor, 'POST', 'publish-pending');
    expect(pending.status).toBe(200);
    expect(pending.body.published).toContainEqual({ kind: 'settings', id: 1 });
    expect(await analyticsOf(test.app)).toEqual({ told: ENVIRONMENT, scriptHosts: [BAIDU_SCRIPTS] });
  });
});

describe('the analytics ids across two instances on postgres', () => {
  let instances: TwoInstances;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await onePageSite();
    instances = await startTwoInstances({ seed: loadDemoContent, siteDir });
  });
  afterAll(async () => {
    await instances?.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('take effect on the other instance as soon as published through one', async () => {
    const { first, second } = instances;
    const editor = await signIn(first.app, 'editor@example.com');
    expect(await analyticsOf(second.app)).toEqual({ told: { baiduTongjiId: null, googleAnalyticsId: null }, scriptHosts: [] });

    await publishAnalytics(first.app, editor, { baiduTongjiId: null, googleAnalyticsId: EDITORS_GOOGLE });
    await vi.waitFor(
      async () => expect(await analyticsOf(second.app)).toEqual({ told: { baiduTongjiId: null, googleAnalyticsId: EDITORS_GOOGLE }, scriptHosts: [GOOGLE_SCRIPTS] }),
      { timeout: 5_000, interval: 20 },
    );
  });
});
