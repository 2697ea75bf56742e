import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { SeoHead } from '../../../../site/src/components/seo/SeoHead';
import type { PageBasics } from '../../../../site/src/components/seo/pageBasics';
import { seededPageBasics } from '../../../support/seededPageBasics';
import { finishBuiltPages } from '../../../../site/gatsby/finishBuiltPages';
import { metaOf, namedCards } from '../../../../site/gatsby/shareCards/namedCards';
import { SHARE_CARD_MAX_BYTES } from '../../../../site/gatsby/shareCards/shareCardImages';
import { writeShareCards } from '../../../../site/gatsby/shareCards/writeShareCards';

const COMPANY = { 'zh-CN': '云展智能物流', 'en-US': 'Yunzhan Intralogistics' } as const;
const basics = (language: SiteLanguage): PageBasics => {
  const seeded = seededPageBasics(language);
  return { ...seeded, settings: { ...seeded.settings!, companyName: COMPANY[language] } };
};

/** The picture a case page is written with: a photo-like PNG larger than a card, in another shape. */
const PICTURE = '/cms/static/images/warehouse.png';

/** A page's file under `publicDir`. */
const pageFile = (publicDir: string, pathname: string) => path.join(publicDir, ...pathname.split('/'), 'index.html');

/** A page as the build writes it: the head SeoHead renders, Gatsby's inline script and `body`, in a page file under `publicDir`. */
async function writePage(publicDir: string, pathname: string, pageTitle: string, image?: string, body = ''): Promise<void> {
  const language = pathname.startsWith('/en-US') ? 'en-US' : 'zh-CN';
  const head = renderToString(<SeoHead basics={basics(language)} pageTitle={pageTitle} description="d" pathname={pathname} image={image} />);
  const file = pageFile(publicDir, pathname);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `<!DOCTYPE html><html lang="${language}"><head>${head}</head><body><script>window.pagePath="${pathname}";</script>${body}</body></html>`);
}

/** onPostBuild's part: the pass over the pages written since the last finds the cards they name, then the cards are written. */
async function build(publicDir: string, cacheDir: string, cmsUrl: string) {
  const named = await namedCards(publicDir, cacheDir);
  await finishBuiltPages(publicDir, named);
  return writeShareCards({ publicDir, cacheDir, cards: named.cards(), cmsUrl });
}

/** The card a built page names, read from the built folder. */
async function cardOf(publicDir: string, pathname: string) {
  const meta = metaOf(await fs.readFile(path.join(publicDir, ...pathname.split('/'), 'index.html'), 'utf8'));
  const bytes = await fs.readFile(path.join(publicDir, ...new URL(meta.get('og:image')!).pathname.split('/')));
  return { meta, bytes, info: await sharp(bytes).metadata() };
}

/** Pixels of the card's heading band lighter than the background: the drawn text. */
async function textPixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).extract({ left: 80, top: 200, width: 1040, height: 240 }).greyscale().threshold(200).raw().toBuffer();
}
const lit = (pixels: Buffer) => pixels.filter((value) => value > 0).length;

describe('share cards of the built pages', () => {
  let folder = '';
  let publicDir = '';
  let cacheDir = '';
  let cms: http.Server;
  let cmsUrl = '';
  let pictureReads = 0;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
    publicDir = path.join(folder, 'public');
    cacheDir = path.join(folder, 'cache');
    // Noise compresses badly: the cut picture has to be made smaller to stay under the limit.
    const noise = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: "#808080", noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    cms = http.createServer((request, response) => {
      if (request.url !== PICTURE) return void response.writeHead(404).end();
      pictureReads += 1;
      response.writeHead(200, { 'content-type': 'image/png' }).end(noise);
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    process.env.GATSBY_SITE_URL = 'https://www.example.com';
    await writePage(publicDir, '/zh-CN/about', '智能仓储系统');
    await writePage(publicDir, '/zh-CN/solution', '物流输送方案');
    await writePage(publicDir, '/en-US/about', 'Automated storage and retrieval systems for every warehouse, from the first pallet to the last parcel of the day');
    await writePage(publicDir, '/zh-CN/caseDetails/3', '某汽车工厂', PICTURE);
  });

  afterAll(async () => {
    await new Promise((resolve) => cms.close(resolve));
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('are raster pictures of 1200×630 under 300 KB, named with their size, type and alt in the page head', async () => {
    expect(await build(publicDir, cacheDir, cmsUrl)).toEqual({ cards: 4, drawn: 4 });
    for (const pathname of ['/zh-CN/about', '/zh-CN/solution', '/en-US/about', '/zh-CN/caseDetails/3']) {
      const { meta, bytes, info } = await cardOf(publicDir, pathname);
      expect(meta.get('og:image')).toMatch(/^https:\/\/www\.example\.com\/share-cards\//);
      expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
      expect(meta.get('twitter:card')).toBe('summary_large_image');
      expect(meta.get('og:image:alt')).toBe(meta.get('og:title'));
      expect({ width: info.width, height: info.height }).toEqual({ width: 1200, height: 630 });
      expect([meta.get('og:image:width'), meta.get('og:image:height')]).toEqual(['1200', '630']);
      expect(`image/${info.format}`).toBe(meta.get('og:image:type'));
      expect(bytes.length).toBeLessThan(SHARE_CARD_MAX_BYTES);
    }
  });

  it("cut a page's own raster picture, and draw the title of any other page in its language's glyphs", async () => {
    expect((await cardOf(publicDir, '/zh-CN/caseDetails/3')).info.format).toBe('jpeg');
    const [about, solution] = [(await cardOf(publicDir, '/zh-CN/about')).bytes, (await cardOf(publicDir, '/zh-CN/solution')).bytes];
    expect((await cardOf(publicDir, '/zh-CN/about')).info.format).toBe('png');
    const [aboutText, solutionText] = [await textPixels(about), await textPixels(solution)];
    expect(lit(aboutText)).toBeGreaterThan(2000);
    // A font without the ideographs draws the same box for each: two titles of as many
    // characters would light the same pixels.
    expect(aboutText.equals(solutionText)).toBe(false);
    const differing = aboutText.filter((value, index) => value !== solutionText[index]).length;
    expect(differing).toBeGreaterThan(1000);
  });

  it('are left untouched by the next build when unchanged, so that the next release links them', async () => {
    const card = path.join(publicDir, ...new URL((await cardOf(publicDir, '/zh-CN/about')).meta.get('og:image')!).pathname.split('/'));
    const { mtimeMs } = await fs.stat(card);
    expect(await build(publicDir, cacheDir, cmsUrl)).toEqual({ cards: 4, drawn: 0 });
    expect((await fs.stat(card)).mtimeMs).toBe(mtimeMs);
  });

  it('are not drawn again by the next build, and the cards no page names are removed', async () => {
    const before = await fs.readFile(path.join(publicDir, ...new URL((await cardOf(publicDir, '/en-US/about')).meta.get('og:image')!).pathname.split('/')));
    await fs.rm(path.join(publicDir, 'share-cards'), { recursive: true });
    await fs.rm(path.join(publicDir, 'zh-CN', 'solution'), { recursive: true });
    const reads = pictureReads;
    expect(await build(publicDir, cacheDir, cmsUrl)).toEqual({ cards: 3, drawn: 0 });
    expect(pictureReads).toBe(reads + 1);
    expect((await cardOf(publicDir, '/en-US/about')).bytes.equals(before)).toBe(true);
    await writePage(publicDir, '/zh-CN/about', '关于我们');
    expect(await build(publicDir, cacheDir, cmsUrl)).toEqual({ cards: 3, drawn: 1 });
    expect(await fs.readdir(path.join(publicDir, 'share-cards'))).toHaveLength(3);
  });

  it('are found without reading again a page not written since the last pass', async () => {
    // The English page's bytes change without a write time after the pass, which only a rewrite
    // by the build could give it: it still names the card it named, which is kept, and no other is drawn.
    const page = pageFile(publicDir, '/en-US/about');
    const { mtime } = await fs.stat(page);
    const named = (await cardOf(publicDir, '/en-US/about')).meta.get('og:image')!;
    await writePage(publicDir, '/en-US/about', 'Pallet shuttles');
    await fs.utimes(page, mtime, mtime);
    expect(await build(publicDir, cacheDir, cmsUrl)).toEqual({ cards: 3, drawn: 0 });
    await expect(fs.stat(path.join(publicDir, ...new URL(named).pathname.split('/')))).resolves.toBeTruthy();
    await expect(cardOf(publicDir, '/en-US/about')).rejects.toThrow(/ENOENT/);
  });

  it('are found by reading the pages again when the cache lost what the last pass found', async () => {
    await fs.rm(cacheDir, { recursive: true });
    expect(await build(publicDir, cacheDir, cmsUrl)).toEqual({ cards: 3, drawn: 3 });
    expect((await cardOf(publicDir, '/en-US/about')).info).toMatchObject({ width: 1200, height: 630 });
  });
});

describe("the pass that finds the built pages' cards", () => {
  it('keeps no page alive: what it holds for the cards is a few hundred bytes a page, not the page', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'share-card-pass-'));
    const publicDir = path.join(folder, 'public');
    const pages = 200;
    try {
      // A case page's text: 100,000 characters, stored two bytes each (V8 keeps a string with
      // Chinese in it so): 200 KB of heap a page held, 40 MB for these 200 pages.
      const body = `<p>${'仓储物流案例'.repeat(16_666)}</p>`;
      // Titles of 13 characters and more: V8 copies a shorter cut rather than keeping a view.
      for (let id = 1; id <= pages; id++) await writePage(publicDir, `/zh-CN/caseDetails/${id}`, `某汽车工厂的自动化立体仓库项目 ${id}`, undefined, body);
      gc();
      const before = process.memoryUsage().heapUsed;
      const named = await namedCards(publicDir, path.join(folder, 'cache'));
      await finishBuiltPages(publicDir, named);
      gc();
      const heldPerPage = (process.memoryUsage().heapUsed - before) / pages;
      expect(named.cards().size).toBe(pages);
      expect(heldPerPage).toBeLessThan(10_000);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
