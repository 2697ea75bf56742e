import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAIDU_PUSH_ENDPOINT, BAIDU_PUSH_MAX_URLS, baiduPushFromEnvironment, type BaiduPushConfig } from '../../../cms/publishing/baiduPush';
import { pushChangedLinks } from '../../../cms/publishing/changedLinks';
import { siteReleases } from '../../../cms/publishing/releases/siteReleases';
import { SITEMAP_MAX_BYTES, sitemapFiles } from '../../../site/gatsby/sitemap/sitemapFiles';
import { localReceiver } from '../../support/baiduReceiver';

const SITE = 'https://www.example.com';

/** A built site's working copy holding only its sitemap files: address → lastmod. */
async function workingCopy(root: string, name: string, pages: Record<string, string>, maxUrls = 50_000) {
  const dir = path.join(root, name);
  await fs.mkdir(dir, { recursive: true });
  const urls = Object.entries(pages).map(([page, lastmod]) => ({ loc: `${SITE}${page}`, lastmod, alternates: [] }));
  for (const file of sitemapFiles(urls, SITE, { maxUrls, maxBytes: SITEMAP_MAX_BYTES })) await fs.writeFile(path.join(dir, file.name), file.content);
  return dir;
}

const BEFORE: Record<string, string> = {
  '/home': '2025-01-01T00:00:00.000Z',
  '/caseDetails?id=1': '2025-02-01T00:00:00.000Z',
  '/caseDetails?id=2': '2025-02-02T00:00:00.000Z',
  '/caseDetails?id=3': '2025-02-03T00:00:00.000Z',
  '/en-US/caseDetails?id=1': '2025-02-01T00:00:00.000Z',
};
/** One case edited (in one language), one added, one removed; the rest as it was. */
const AFTER: Record<string, string> = {
  '/home': '2025-01-01T00:00:00.000Z',
  '/caseDetails?id=1': '2025-03-09T10:00:00.000Z',
  '/caseDetails?id=2': '2025-02-02T00:00:00.000Z',
  '/caseDetails?id=4': '2025-03-09T11:00:00.000Z',
  '/en-US/caseDetails?id=1': '2025-02-01T00:00:00.000Z',
};
const CHANGED = [`${SITE}/caseDetails?id=1`, `${SITE}/caseDetails?id=4`];

describe('submitting a publish’s changed addresses to Baidu', () => {
  const receiver = localReceiver();
  let endpoint: string;
  let root: string;
  let releasesDir: string;

  beforeAll(async () => {
    endpoint = await receiver.start();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'baidu-push-'));
    releasesDir = path.join(root, 'releases');
    receiver.received.length = 0;
    receiver.answerWith((addresses) => ({ status: 200, body: { remain: 1000 - addresses.length, success: addresses.length } }));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  const config = (overrides: Partial<BaiduPushConfig> = {}): BaiduPushConfig => ({
    ...baiduPushFromEnvironment({ BAIDU_PUSH_TOKEN: 'test-token', SITE_URL: SITE, BAIDU_PUSH_ENDPOINT: endpoint })!,
    ...overrides,
  });

  /**
   * Publishes the two sites as releases, as the pipeline does (copy, switch), and runs its step
   * after the switch: the previous release is the one the second replaced.
   */
  async function publishTwice(push: BaiduPushConfig | null, before = BEFORE, after = AFTER, maxUrls?: number) {
    const releases = siteReleases(releasesDir);
    const first = await releases.add(await workingCopy(root, 'first', before, maxUrls));
    await releases.switchTo(first.id);
    const second = await releases.add(await workingCopy(root, 'second', after, maxUrls));
    const previous = await releases.live();
    await releases.switchTo(second.id);
    expect(await releases.live()).toBe(second.id);
    return pushChangedLinks(push, previous && path.join(releasesDir, previous), second.dir);
  }

  it('sends exactly the addresses the new release added or changed, one a line as text/plain, with the site and token', async () => {
    const outcome = await publishTwice(config());
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.url.pathname).toBe('/urls');
    expect(request!.url.searchParams.get('site')).toBe(SITE);
    expect(request!.url.searchParams.get('token')).toBe('test-token');
    expect(request!.contentType).toBe('text/plain');
    expect(request!.addresses.sort()).toEqual(CHANGED);
    expect(outcome).toEqual({ status: 'pushed', addresses: 2, success: 2, remain: 998, notSameSite: [], notValid: [] });
  });

  it('reads sitemaps split under an index, and respects the per-request limit', async () => {
    const many = (lastmod: string) => Object.fromEntries(Array.from({ length: 7 }, (_, id) => [`/caseDetails?id=${id}`, lastmod]));
    const before = { ...many('2025-01-01'), '/home': '2025-01-01' };
    const after = { ...many('2025-05-05'), '/home': '2025-01-01' };
    const outcome = await publishTwice(config({ maxUrls: 3 }), before, after, 2);
    expect(receiver.received.map((request) => request.addresses.length)).toEqual([3, 3, 1]);
    expect(receiver.received.flatMap((request) => request.addresses).sort()).toEqual(Object.keys(many('')).map((page) => `${SITE}${page}`).sort());
    expect(outcome).toMatchObject({ status: 'pushed', addresses: 7, success: 7, remain: 999 });
  });

  it('sends everything on the first publish, and nothing when nothing changed', async () => {
    const releases = siteReleases(releasesDir);
    const first = await releases.add(await workingCopy(root, 'first', BEFORE));
    await releases.switchTo(first.id);
    expect(await pushChangedLinks(config(), null, first.dir)).toMatchObject({ status: 'pushed', addresses: 5 });
    expect(receiver.received.flatMap((request) => request.addresses)).toHaveLength(5);

    receiver.received.length = 0;
    expect(await publishTwice(config(), BEFORE, BEFORE)).toEqual({ status: 'pushed', addresses: 0, success: 0, remain: null, notSameSite: [], notValid: [] });
    expect(receiver.received).toEqual([]);
  });

  it('reports Baidu’s refusals: addresses of another site, invalid ones, and an error answer, without throwing', async () => {
    receiver.answerWith((addresses) => ({ status: 200, body: { remain: 0, success: 1, not_same_site: [addresses[0]], not_valid: [] } }));
    expect(await publishTwice(config())).toMatchObject({ status: 'pushed', success: 1, remain: 0, notSameSite: [expect.any(String)] });

    receiver.answerWith(() => ({ status: 401, body: { error: 401, message: 'token is not valid' } }));
    expect(await publishTwice(config())).toEqual({ status: 'failed', addresses: 2, success: 0, reason: '401 token is not valid' });
  });

  it('reports an unreachable endpoint as the push’s failure', async () => {
    const closed = localReceiver();
    const unreachable = await closed.start();
    await closed.close();
    expect(await publishTwice(config({ endpoint: unreachable }))).toMatchObject({ status: 'failed', addresses: 2, success: 0, reason: expect.any(String) });
  });

  it('sends nothing without a token or without the site’s public origin', async () => {
    expect(baiduPushFromEnvironment({ SITE_URL: SITE, BAIDU_PUSH_ENDPOINT: endpoint })).toBeNull();
    expect(baiduPushFromEnvironment({ BAIDU_PUSH_TOKEN: 'test-token', BAIDU_PUSH_ENDPOINT: endpoint })).toBeNull();
    expect(await publishTwice(baiduPushFromEnvironment({ SITE_URL: SITE, BAIDU_PUSH_ENDPOINT: endpoint }))).toBeNull();
    expect(receiver.received).toEqual([]);
    // The same publish with a token reaches the receiver: its silence above is the token's absence.
    await publishTwice(config());
    expect(receiver.received).toHaveLength(1);
  });

  it('defaults to Baidu’s endpoint and limit', () => {
    expect(baiduPushFromEnvironment({ BAIDU_PUSH_TOKEN: 't', SITE_URL: SITE })).toEqual({ token: 't', siteUrl: SITE, endpoint: BAIDU_PUSH_ENDPOINT, maxUrls: 2000 });
    expect(BAIDU_PUSH_MAX_URLS).toBe(2000);
  });
});
