import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, INTERNAL_API_PATHS } from '../../../contract/api';
import type { MediaAsset } from '../../../contract/media/mediaAsset';
import type { SitePicture } from '../../../contract/media/sitePicture';
import { buildApp } from '../../../cms/app';
import { readContentRevision } from '../../../cms/content/contentRevision';
import { adoptContentPictures } from '../../../cms/media/adoptedPictures';
import { PUBLIC_URL_PREFIX } from '../../../cms/storage/storagePaths';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { cameraJpeg, uploadMedia } from '../../support/mediaUploads';
import { ENGINES, testAppOptions } from '../../support/testApp';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('the pictures the site shows, in the media library, on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;

  const libraryPage = async (filter: object = {}) => {
    const response = await call(test.app, 'GET', `/media?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`, editor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MediaAsset[]>();
  };
  const sitePictures = async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${INTERNAL_API_PATHS.sitePictures}` });
    expect(response.statusCode, response.body).toBe(200);
    return new Map(response.json<{ data: SitePicture[] }>().data.map((picture) => [picture.address, picture]));
  };
  /** Every picture address the live content names in a field of its own. */
  const contentPictures = async () => {
    const { db } = test.app;
    const rows = [
      ...(await db.selectFrom('article').select('thumbnail as address').execute()),
      ...(await db.selectFrom('product').select('image as address').execute()),
      ...(await db.selectFrom('media').select('cover as address').execute()),
      ...(await db.selectFrom('site_setting').select('setting_value as address').where('setting_value', 'like', `${PUBLIC_URL_PREFIX}images/%`).execute()),
    ];
    return [...new Set(rows.map((row) => row.address))].sort();
  };

  beforeAll(async () => {
    test = await startStaffApp(engine, { seed: loadDemoContent });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
  });
  afterAll(() => test.close());

  it('holds every picture the demo content shows, once, with alternative texts in both languages', async () => {
    const addresses = await contentPictures();
    // Cases, news, certificates, reports, brochures, products, video covers and the two QR codes.
    expect(addresses.length).toBeGreaterThan(40);
    const library: MediaAsset[] = [];
    for (let start = 0; ; start += 100) {
      const page = await call(test.app, 'GET', `/media?range=[${start},${start + 99}]&filter=${encodeURIComponent(JSON.stringify({ kind: 'image' }))}`, editor);
      const rows = page.json<MediaAsset[]>();
      library.push(...rows);
      if (rows.length < 100) break;
    }
    const byAddress = new Map(library.map((asset) => [asset.url, asset]));
    expect(byAddress.size).toBe(library.length);
    for (const address of addresses) {
      const asset = byAddress.get(address);
      expect(asset, address).toBeDefined();
      expect(asset!.alt.zh.trim(), address).not.toBe('');
      expect(asset!.alt.en.trim(), address).not.toBe('');
      expect(asset).toMatchObject({ kind: 'image', mimeType: 'image/svg+xml', createdBy: 'seed', decorative: false });
    }
    const qr = library.find((asset) => asset.fileName === 'setting-wechatQrCode.svg');
    expect(qr?.alt).toEqual({ zh: '微信公众号二维码', en: 'QR code of the WeChat official account' });
  });

  it('finds the seeded pictures by their alternative text or file name', async () => {
    const stackers = await libraryPage({ q: '堆垛机' });
    expect(stackers.length).toBeGreaterThan(0);
    for (const asset of stackers) expect(`${asset.fileName} ${asset.alt.zh} ${asset.alt.en}`).toContain('堆垛机');
    expect((await libraryPage({ q: 'STACKER CRANE' })).map((asset) => asset.id).sort()).toEqual(stackers.map((asset) => asset.id).sort());
    expect((await libraryPage({ q: 'setting-serviceQrCode' })).map((asset) => asset.fileName)).toEqual(['setting-serviceQrCode.svg']);
  });

  it('answers the build each picture content names with its size and alternative texts', async () => {
    const pictures = await sitePictures();
    for (const address of await contentPictures()) {
      const picture = pictures.get(address);
      expect(picture, address).toBeDefined();
      expect(picture!.alt.zh).not.toBe('');
      // The drawings are SVG: one file at every size, so no set of widths and no other format.
      expect(picture).toMatchObject({ srcSet: '', sources: [], decorative: false });
      const svg = await fs.readFile(path.join(test.app.storage.publicDir, address.slice(PUBLIC_URL_PREFIX.length)), 'utf8');
      const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!;
      expect({ width: picture!.width, height: picture!.height }).toEqual({ width: Number(width), height: Number(height) });
    }
  });

  it('answers an uploaded photo by each address a form stores, with its set in AVIF, WebP and JPEG and the largest size', async () => {
    const upload = await uploadMedia(test.app, editor, 'hall.jpg', await cameraJpeg());
    expect(upload.statusCode, upload.body).toBe(201);
    const asset = upload.json<MediaAsset>();
    const url = (name: string, format: string) => asset.variants.find((variant) => variant.name === name && variant.format === format)!.url;
    const pictures = await sitePictures();

    // The whole picture (what product and video forms store): 800 × 1200 at most, never more.
    const whole = pictures.get(asset.url);
    expect(asset.url).toBe(url('w800', 'jpeg'));
    expect(whole).toEqual({
      address: asset.url,
      width: 800,
      height: 1200,
      alt: { zh: '', en: '' },
      decorative: false,
      srcSet: `${url('w400', 'jpeg')} 400w, ${url('w800', 'jpeg')} 800w`,
      sources: [
        { type: 'image/avif', srcSet: `${url('w400', 'avif')} 400w, ${url('w800', 'avif')} 800w` },
        { type: 'image/webp', srcSet: `${url('w400', 'webp')} 400w, ${url('w800', 'webp')} 800w` },
      ],
    });
    expect(pictures.get(url('w400', 'jpeg'))).toEqual({ ...whole, address: url('w400', 'jpeg') });

    // The thumbnail (what an article stores): its own set, cropped at 16 : 10, 800 × 500 at most.
    expect(pictures.get(asset.thumbnailUrl!)).toMatchObject({
      width: 800,
      height: 500,
      srcSet: `${url('thumb-w400', 'jpeg')} 400w, ${url('thumb-w800', 'jpeg')} 800w`,
      sources: [
        { type: 'image/avif', srcSet: `${url('thumb-w400', 'avif')} 400w, ${url('thumb-w800', 'avif')} 800w` },
        { type: 'image/webp', srcSet: `${url('thumb-w400', 'webp')} 400w, ${url('thumb-w800', 'webp')} 800w` },
      ],
    });
    // The sizes the answer gives are the files' own.
    const largest = await sharp(path.join(test.app.storage.publicDir, url('thumb-w800', 'jpeg').slice(PUBLIC_URL_PREFIX.length))).metadata();
    expect({ width: largest.width, height: largest.height }).toEqual({ width: 800, height: 500 });
  });

  it('makes the site stale when an alternative text is edited, and answers the new text', async () => {
    const [asset] = await libraryPage({ q: 'setting-serviceQrCode' });
    const before = await readContentRevision(test.app.db);
    const edited = await call(test.app, 'PUT', `/media/${asset!.id}`, editor, { alt: { zh: '扫码联系客服', en: 'Scan to reach customer service' }, decorative: false, focalX: 0.5, focalY: 0.5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await readContentRevision(test.app.db)).toBeGreaterThan(before);
    expect((await sitePictures()).get(asset!.url)?.alt).toEqual({ zh: '扫码联系客服', en: 'Scan to reach customer service' });
  });

  it('takes in, at start and once, the pictures content names that the library lacks (a database from before)', async () => {
    const { db } = test.app;
    const { publicDir } = test.app.storage;
    await fs.writeFile(path.join(publicDir, 'images', 'legacy-hall.png'), await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } }).png().toBuffer());
    const address = `${PUBLIC_URL_PREFIX}images/legacy-hall.png`;
    const article = await db.selectFrom('article').select('article_id').orderBy('article_id').executeTakeFirstOrThrow();
    await db.updateTable('article').set({ thumbnail: address }).where('article_id', '=', article.article_id).execute();
    // A picture named by content whose file is gone is left out, not a failure.
    await db.updateTable('product').set({ image: `${PUBLIC_URL_PREFIX}images/gone.png` }).where('product_id', '=', (await db.selectFrom('product').select('product_id').executeTakeFirstOrThrow()).product_id).execute();

    // A second CMS started on the same database and files, as after an upgrade.
    const restarted = await buildApp({ ...testAppOptions(test.dataDir, test.databaseUrl), seed: undefined });
    await restarted.ready();
    await restarted.close();
    const adopted = await db.selectFrom('media_asset').selectAll().where('file_name', '=', 'legacy-hall.png').execute();
    expect(adopted).toHaveLength(1);
    expect(adopted[0]).toMatchObject({ asset_kind: 'image', mime_type: 'image/png', width: 300, height: 200, created_by: 'content', alt_zh: '', alt_en: '' });
    expect((await sitePictures()).get(address)).toMatchObject({ width: 300, height: 200, srcSet: '', sources: [] });
    expect(await db.selectFrom('media_asset').select('asset_id').where('file_name', '=', 'gone.png').execute()).toEqual([]);

    // Again, and two at once: nothing is added twice.
    expect(await Promise.all([adoptContentPictures(db, publicDir, { createdBy: 'content', createdAt: '2026-11-29T00:00:00Z' }), adoptContentPictures(db, publicDir, { createdBy: 'content', createdAt: '2026-11-29T00:00:00Z' })])).toEqual([0, 0]);
    expect(await db.selectFrom('media_asset').select('asset_id').where('file_name', '=', 'legacy-hall.png').execute()).toHaveLength(1);
  });
});
