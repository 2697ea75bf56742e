/**
 * The share cards the CMS draws when first asked for (cms/shareCards): pages written as the build
 * writes their heads (SeoHead) into a release folder the CMS serves, their cards asked for over
 * HTTP as a network's crawler asks.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { metaOf } from '../../../cms/shareCards/pageCard';
import { SHARE_CARD_MAX_BYTES } from '../../../cms/shareCards/shareCardImages';
import { SeoHead } from '../../../site/src/components/seo/SeoHead';
import type { PageBasics } from '../../../site/src/components/seo/pageBasics';
import { seededPageBasics } from '../../support/seededPageBasics';
import { startTestApp, type TestApp } from '../../support/testApp';

const COMPANY = { 'zh-CN': '云展智能物流', 'en-US': 'Yunzhan Intralogistics' } as const;
const basics = (language: SiteLanguage): PageBasics => {
  const seeded = seededPageBasics(language);
  return { ...seeded, settings: { ...seeded.settings!, companyName: COMPANY[language] } };
};

/** The picture a case page is written with: a photo-like PNG larger than a card, in another shape, among the CMS's public files. */
const PICTURE = '/cms/static/images/share-card-warehouse.png';
const SITE_URL = 'https://www.example.com';

describe('share cards, drawn by the CMS when asked for', () => {
  let folder = '';
  let release = '';
  let test: TestApp;
  /** The card of a page's title before it was changed. */
  let retiredCard = '';

  /** A page as the build writes it: the head SeoHead renders, in the release's page file. */
  async function writePage(pathname: string, pageTitle: string, image?: string, root = release): Promise<void> {
    const language = pathname.startsWith('/en-US') ? 'en-US' : 'zh-CN';
    const head = renderToString(<SeoHead basics={basics(language)} pageTitle={pageTitle} description="d" pathname={pathname} image={image} />);
    const file = path.join(root, ...pathname.split('/'), 'index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, `<!DOCTYPE html><html lang="${language}"><head>${head}</head><body></body></html>`);
  }

  /** The card a page of the release names, as its head says. */
  async function namedCard(pathname: string, root = release) {
    const meta = metaOf(await fs.readFile(path.join(root, ...pathname.split('/'), 'index.html'), 'utf8'));
    return { meta, path: new URL(meta.get('og:image')!).pathname };
  }

  async function card(cardPath: string) {
    const response = await test.app.inject({ method: 'GET', url: cardPath });
    const bytes = response.rawPayload;
    return { status: response.statusCode, headers: response.headers, bytes, info: response.statusCode === 200 ? await sharp(bytes).metadata() : null };
  }

  /** The cards the CMS served, by how: drawn for the request or kept from an earlier one (its metrics). */
  async function served(): Promise<{ drawn: number; kept: number }> {
    const { text } = await test.app.metrics.exposition();
    const count = (source: string) => [...text.matchAll(new RegExp(`^share_cards_served_total\\{kind="\\w+",source="${source}"\\} (\\d+)$`, 'gm'))]
      .reduce((sum, match) => sum + Number(match[1]), 0);
    return { drawn: count('drawn'), kept: count('kept') };
  }

  const cachedCards = async () => (await fs.readdir(path.join(test.dataDir, 'share-cards'))).filter((name) => !name.startsWith('.'));

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
    release = path.join(folder, 'release-1');
    await fs.mkdir(release);
    // The live release's pointer, as publishing makes it.
    await fs.symlink('release-1', path.join(folder, 'current'));
    process.env.GATSBY_SITE_URL = SITE_URL;
    test = await startTestApp('sqlite', { siteDir: path.join(folder, 'current'), seed: undefined });
    // Noise compresses badly: the cut picture has to be made smaller to stay under the limit.
    const noise = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    await fs.mkdir(path.join(test.app.storage.publicDir, 'images'), { recursive: true });
    await fs.writeFile(path.join(test.app.storage.publicDir, 'images', 'share-card-warehouse.png'), noise);
    await fs.writeFile(path.join(test.app.storage.publicDir, 'images', 'not-a-picture.png'), 'plain text');
    await writePage('/', '云展智能物流');
    await writePage('/zh-CN/about', '智能仓储系统');
    await writePage('/zh-CN/solution', '物流输送方案');
    await writePage('/en-US/about', 'Automated storage and retrieval systems for every warehouse, from the first pallet to the last parcel of the day');
    await writePage('/zh-CN/caseDetails/3', '某汽车工厂', PICTURE);
  });

  afterAll(async () => {
    await test?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('are raster pictures of 1200×630 under 300 KB, of the type, size and alt the page head names', async () => {
    expect(await served()).toEqual({ drawn: 0, kept: 0 });
    for (const pathname of ['/', '/zh-CN/about', '/zh-CN/solution', '/en-US/about', '/zh-CN/caseDetails/3']) {
      const named = await namedCard(pathname);
      expect(named.meta.get('og:image')).toMatch(new RegExp(`^${SITE_URL}/share-cards/`));
      expect(named.meta.get('twitter:image')).toBe(named.meta.get('og:image'));
      expect(named.meta.get('twitter:card')).toBe('summary_large_image');
      expect(named.meta.get('og:image:alt')).toBe(named.meta.get('og:title'));
      const answer = await card(named.path);
      expect({ pathname, status: answer.status, width: answer.info?.width, height: answer.info?.height })
        .toEqual({ pathname, status: 200, width: 1200, height: 630 });
      expect([named.meta.get('og:image:width'), named.meta.get('og:image:height')]).toEqual(['1200', '630']);
      expect(`image/${answer.info?.format}`).toBe(named.meta.get('og:image:type'));
      expect(answer.headers['content-type']).toBe(named.meta.get('og:image:type'));
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
      expect(answer.bytes.length).toBeLessThan(SHARE_CARD_MAX_BYTES);
    }
    expect(await served()).toEqual({ drawn: 5, kept: 0 });
  });

  it("cut a page's own raster picture, and draw the title of any other page in its language's glyphs", async () => {
    expect((await card((await namedCard('/zh-CN/caseDetails/3')).path)).info?.format).toBe('jpeg');
    const about = await card((await namedCard('/zh-CN/about')).path);
    const solution = await card((await namedCard('/zh-CN/solution')).path);
    expect(about.info?.format).toBe('png');
    const [aboutText, solutionText] = [await textPixels(about.bytes), await textPixels(solution.bytes)];
    expect(lit(aboutText)).toBeGreaterThan(2000);
    // A font without the ideographs draws the same box for each: two titles of as many
    // characters would light the same pixels.
    const differing = aboutText.filter((value, index) => value !== solutionText[index]).length;
    expect(differing).toBeGreaterThan(1000);
  });

  it('are drawn once, whichever release asks, and kept by what they show', async () => {
    const named = await namedCard('/en-US/about');
    const kept = await cachedCards();
    expect(kept).toHaveLength(5);
    // What is kept is what is served: a kept card replaced on disk is what the next answer sends.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const first = await card(named.path);
    const keptFiles = await Promise.all(kept.map(async (name) => ({ name, bytes: await fs.readFile(path.join(test.dataDir, 'share-cards', name)) })));
    const entry = keptFiles.find((each) => each.bytes.equals(first.bytes));
    expect(entry).toBeDefined();
    await fs.writeFile(path.join(test.dataDir, 'share-cards', entry!.name), marker);
    expect((await card(named.path)).bytes.equals(marker)).toBe(true);
    await fs.writeFile(path.join(test.dataDir, 'share-cards', entry!.name), first.bytes);

    // The next release, the same page and title: its card is the one kept; a new title is a new address, drawn anew.
    const next = path.join(folder, 'release-2');
    await fs.cp(release, next, { recursive: true });
    await fs.symlink('release-2', path.join(folder, 'current.new'));
    await fs.rename(path.join(folder, 'current.new'), path.join(folder, 'current'));
    release = next;
    expect((await card(named.path)).bytes.equals(first.bytes)).toBe(true);
    retiredCard = (await namedCard('/zh-CN/about')).path;
    await writePage('/zh-CN/about', '关于我们');
    const renamed = await namedCard('/zh-CN/about');
    expect(renamed.path).not.toBe((await namedCard('/zh-CN/solution')).path);
    expect((await card(renamed.path)).status).toBe(200);
    expect(await cachedCards()).toHaveLength(6);
  });

  it('are drawn once when asked for several times at once', async () => {
    await writePage('/zh-CN/news', '新闻中心');
    const named = await namedCard('/zh-CN/news');
    const before = await cachedCards();
    const count = await served();
    const answers = await Promise.all(Array.from({ length: 6 }, () => card(named.path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.every((answer) => answer.bytes.equals(answers[0]!.bytes))).toBe(true);
    expect(await served()).toEqual({ drawn: count.drawn + 1, kept: count.kept + 5 });
    expect((await cachedCards()).length).toBe(before.length + 1);
  });

  it('are only the cards the pages name: any other address is no card and draws nothing', async () => {
    const before = await cachedCards();
    const count = await served();
    const about = await namedCard('/zh-CN/about');
    const otherTitle = about.path.replace(/\/share-cards\/[0-9a-f]{14}\//, '/share-cards/00000000000000/');
    const refused = [
      // The page names another card: a title of the asker's choosing is never drawn.
      otherTitle,
      // The page's previous title, which the live release no longer names.
      retiredCard,
      // No such page, no such picture, a file that is no picture, out of the release, no card's form.
      about.path.replace('/zh-CN/about', '/zh-CN/missing'),
      '/share-cards/from/cms/static/images/missing.png.jpg',
      '/share-cards/from/cms/static/images/not-a-picture.png.jpg',
      '/share-cards/from/cms/static/%2e%2e/%2e%2e/etc/passwd.jpg',
      '/share-cards/zh-CN-0123456789abcd.png',
    ];
    for (const url of refused) {
      const answer = await card(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
    }
    expect(await cachedCards()).toEqual(before);
    expect(await served()).toEqual(count);
  });

  it('are those of the pages a quick release laid over the release, whose heads name them', async () => {
    // A quick overlay (cms/publishing/quick) with the solution page re-titled, as the site serves it.
    const overlay = path.join(release, '.quick', '1');
    await writePage('/zh-CN/solution', '物流输送方案（新）', undefined, overlay);
    await fs.symlink('1', path.join(release, '.quick', 'current'));
    const [laid, built] = [await namedCard('/zh-CN/solution', overlay), await namedCard('/zh-CN/solution')];
    expect(laid.path).not.toBe(built.path);
    const answer = await card(laid.path);
    expect(answer.status).toBe(200);
    expect(answer.info).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The release's page is no longer what is served: its card is no page's.
    expect((await card(built.path)).status).toBe(404);
  });
});

/** Pixels of the card's heading band lighter than the background: the drawn text. */
async function textPixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).extract({ left: 80, top: 200, width: 1040, height: 240 }).greyscale().threshold(200).raw().toBuffer();
}
const lit = (pixels: Buffer) => pixels.filter((value) => value > 0).length;
