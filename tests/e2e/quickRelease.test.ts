/**
 * A quick release on the real pipeline: an editor publishes new titles of a case in both languages
 * while the full build is held back, and the CMS serves the case's pages with them (and its
 * neighbours' pages, which name it) from a quick release laid over the live release, with their
 * inline scripts allowed; then the held build goes live and writes the same pages byte for byte.
 * A change beyond the text (the case's date) is left to the full build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { ContentRecord } from '../../contract/content/protocol';
import type { PublishState } from '../../contract/publishing';
import { ROUTES, SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { CURRENT } from '../../cms/publishing/releases/siteReleases';
import { inlineScriptHashesOf } from '../../site/gatsby/inlineScriptHashes';
import { content } from '../support/contentApi';
import { createStaff, signIn, type SignedIn } from '../support/staffApp';
import { BUILD_LOCK_WAIT_MS, startPublishingCms, type PublishingCms } from './publishingCms';
import { allCases, articleDetails } from './support';

const EDITOR = 'quick-editor@example.com';
const stamp = Date.now();
const TITLES: Record<SiteLanguage, string> = { 'zh-CN': `快速发布的案例 ${stamp}`, 'en-US': `A case released quickly ${stamp}` };
/** The full build held back meanwhile: the quick release has this long to show the edit. */
const QUICK_MS = 60_000;
const PUBLISH_MS = 5 * 60_000;

describe('a quick release of an edited case', () => {
  let cms: PublishingCms;
  let editor: SignedIn;
  let caseId = 0;
  /** The case's neighbours in its category, whose pages show its title. */
  let neighbours: number[] = [];
  /** Another case, far from the first in its list, for the change beyond the text. */
  let otherId = 0;
  /** What the quick release served of the pages it laid, by file. */
  const quickFiles = new Map<string, string>();

  const pagePath = (articleId: number, language: SiteLanguage) => localizedPath(`${ROUTES.caseDetails}/${articleId}`, language);
  const queryAddress = (articleId: number, language: SiteLanguage) => `${localizedPath(ROUTES.caseDetails, language)}?id=${articleId}`;
  const served = async (address: string) => {
    const response = await fetch(`${cms.origin}${address}`);
    return { status: response.status, text: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
  };
  const state = async () => (cms.site.app.publishing!.state() satisfies PublishState);
  const record = async (id: number) => (await content<ContentRecord<ArticleDocument>>(cms.site.app, editor, 'GET', `articles/${id}`)).body;
  const retitled = (suffix: string) => (document: ArticleDocument): ArticleDocument => ({
    ...document,
    texts: Object.fromEntries(Object.entries(document.texts).map(([language, text]) => [
      language, { ...text!, title: `${TITLES[language === 'en' ? 'en-US' : 'zh-CN']}${suffix}` },
    ])) as ArticleDocument['texts'],
  });

  /** Saves `change` of a case's document as a draft and publishes it: the publish requests the site's. */
  async function publishEdit(id: number, change: (document: ArticleDocument) => ArticleDocument) {
    const before = await record(id);
    const saved = await content<ContentRecord<ArticleDocument>>(cms.site.app, editor, 'PUT', `articles/${id}`, { revision: before.revision, document: change(before.document) });
    expect(saved.status).toBe(200);
    const published = await content(cms.site.app, editor, 'POST', `articles/${id}/publish`, { revision: saved.body.revision });
    expect(published.status).toBe(200);
  }

  beforeAll(async () => {
    cms = await startPublishingCms('quick-releases-');
    await createStaff(cms.site.app, EDITOR, ['editor']);
    editor = await signIn(cms.site.app, EDITOR);
    // A case inside its list, with a neighbour on each side.
    const listed = (await allCases(cms.origin)).flat();
    const details = await articleDetails(cms.origin, listed[1]!.articleId);
    caseId = details.articleId;
    neighbours = [details.previous?.articleId, details.next?.articleId].filter((id): id is number => id !== undefined);
    expect(neighbours.length).toBeGreaterThan(0);
    otherId = listed.at(-1)!.articleId;
    expect([caseId, ...neighbours]).not.toContain(otherId);
  }, BUILD_LOCK_WAIT_MS);
  afterAll(async () => {
    await cms?.close();
  }, 180_000);

  it('serves the new titles from a quick release within seconds while the full build is held, with the pages\' scripts allowed', { timeout: QUICK_MS + PUBLISH_MS }, async () => {
    const releaseBuild = cms.holdBuilds();
    const started = performance.now();
    await publishEdit(caseId, retitled(''));
    for (const language of SITE_LANGUAGES) {
      await expect.poll(async () => (await served(queryAddress(caseId, language))).text, { timeout: QUICK_MS, interval: 100 }).toContain(TITLES[language]);
    }
    process.stdout.write(`quick release: the new titles served ${Math.round(performance.now() - started)} ms after the publish request, the full build held\n`);
    const { running, quick } = await state();
    expect(running).not.toBeNull();
    expect(quick).toMatchObject({ status: 'live', pages: expect.any(Number) });

    for (const language of SITE_LANGUAGES) {
      // Each page's inline scripts are allowed by its own hashes, the quick release's.
      for (const address of [queryAddress(caseId, language), pagePath(caseId, language)]) {
        const page = await served(address);
        expect(page.status, address).toBe(200);
        for (const hash of inlineScriptHashesOf(page.text)) expect(page.policy, address).toContain(hash);
      }
      const data = await served(`/page-data${pagePath(caseId, language)}/page-data.json`);
      expect(JSON.parse(data.text).result.data.article.articleTitle).toBe(TITLES[language]);
      for (const neighbour of neighbours) expect((await served(pagePath(neighbour, language))).text).toContain(TITLES[language]);
      for (const id of [caseId, ...neighbours]) {
        for (const file of [`${pagePath(id, language)}/index.html`, `/page-data${pagePath(id, language)}/page-data.json`]) {
          quickFiles.set(file, (await served(file.replace(/\/index\.html$/, ''))).text);
        }
      }
    }
    // The held full build, let go, writes the pages the next test compares: its wait is a full
    // build's (the test's limit adds PUBLISH_MS to the quick release's QUICK_MS).
    releaseBuild();
    await cms.site.app.publishing!.idle();
  });

  it('is what the full build then writes, byte for byte', { timeout: PUBLISH_MS }, async () => {
    const { last } = await state();
    expect(last).toMatchObject({ status: 'live', built: true });
    const release = await fs.realpath(path.join(cms.releasesDir, CURRENT));
    // Nothing was edited since this release's build: no overlay is laid over it.
    await expect(fs.stat(path.join(release, '.quick', CURRENT))).rejects.toThrow();
    expect(quickFiles.size).toBe(SITE_LANGUAGES.length * (1 + neighbours.length) * 2);
    for (const [file, quick] of quickFiles) expect(await fs.readFile(path.join(release, file), 'utf8'), file).toBe(quick);
  });

  it('leaves a change beyond the text (a case\'s date) to the full build', { timeout: PUBLISH_MS }, async () => {
    const releaseBuild = cms.holdBuilds();
    const before = await served(pagePath(otherId, 'zh-CN'));
    const quickBefore = (await state()).quick?.finishedAt;
    await publishEdit(otherId, (document) => ({ ...document, publishTime: '2020-01-02' }));
    // With a text edit of the first case: the quick release that lays it has seen the date too.
    await publishEdit(caseId, retitled(' (2)'));
    await expect.poll(async () => (await served(pagePath(caseId, 'zh-CN'))).text, { timeout: QUICK_MS, interval: 100 }).toContain(`${TITLES['zh-CN']} (2)`);
    expect((await state()).quick?.finishedAt).not.toBe(quickBefore);
    expect((await served(pagePath(otherId, 'zh-CN'))).text).toBe(before.text);
    releaseBuild();
    await cms.site.app.publishing!.idle();
    expect((await served(pagePath(otherId, 'zh-CN'))).text).not.toBe(before.text);
  });
});
