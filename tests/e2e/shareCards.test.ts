/**
 * The share cards of the built demo site: every address of the sitemap, in both languages,
 * announces a raster card of 1200×630 under 300 KB with its size, type and alt text, and X's large
 * card; the card it names is served, and is what it says. Read over HTTP from the live release
 * (no browser: crawlers read the HTML as served).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SITE_DIR } from '../../builders/paths';
import { readSitemap } from '../../site/gatsby/sitemap/readSitemap';
import { SHARE_CARD_MAX_BYTES } from '../../cms/shareCards/shareCardImages';
import { metaOf } from '../../cms/shareCards/pageCard';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startSiteServer } from '../support/siteServer';

describe('share cards of the built site', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let addresses: string[] = [];

  beforeAll(async () => {
    server = await startSiteServer();
    addresses = [...(await readSitemap(LIVE_SITE_DIR)).keys()].map((address) => address.replace(TEST_SITE_URL, ''));
  });

  afterAll(async () => {
    await server.close();
  });

  it('every sitemap page names a raster card of 1200×630 under 300 KB, with its type, size and alt, and X\'s large card', async () => {
    expect(addresses.length).toBeGreaterThan(100);
    const cards = new Map<string, string>();
    const problems: string[] = [];
    for (const address of addresses) {
      const meta = metaOf(await (await fetch(`${server.origin}${address}`)).text());
      const image = meta.get('og:image') ?? '';
      const wanted = {
        'og:image:width': '1200', 'og:image:height': '630', 'twitter:card': 'summary_large_image', 'twitter:image': image, 'og:image:alt': meta.get('og:title'),
      };
      if (!image.startsWith(`${TEST_SITE_URL}/share-cards/`)) problems.push(`${address}: og:image ${image}`);
      for (const [key, value] of Object.entries(wanted)) {
        if (!value || meta.get(key) !== value) problems.push(`${address}: ${key} ${meta.get(key)}`);
      }
      if (!meta.get('twitter:title') || !meta.get('twitter:description')) problems.push(`${address}: no twitter:title or twitter:description`);
      cards.set(image, meta.get('og:image:type') ?? '');
    }
    expect(problems).toEqual([]);
    for (const [image, type] of cards) {
      const response = await fetch(image.replace(TEST_SITE_URL, server.origin));
      const bytes = Buffer.from(await response.arrayBuffer());
      const info = await sharp(bytes).metadata();
      expect({ image, status: response.status, type: `image/${info.format}`, width: info.width, height: info.height, small: bytes.length < SHARE_CARD_MAX_BYTES })
        .toEqual({ image, status: 200, type, width: 1200, height: 630, small: true });
    }
  });
});
