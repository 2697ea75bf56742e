import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset, MediaUsage } from '../../../contract/media/mediaAsset';
import { PUBLIC_URL_PREFIX } from '../../../cms/storage/storagePaths';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { windowsExecutable } from '../../support/resumeFiles';
import { ENGINES } from '../../support/testApp';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import {
  HOSTILE_SVG,
  brochurePdf,
  cameraJpeg,
  companyVideo,
  smallAvif,
  transparentPng,
  twoColourWebp,
  uploadMedia,
} from '../../support/mediaUploads';

describe.each(ENGINES)('the media library on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let sales: SignedIn;

  /** The file behind a public address, as the CMS serves it. */
  const publicFile = (url: string) => path.join(test.app.storage.publicDir, url.slice(PUBLIC_URL_PREFIX.length));
  const upload = async (fileName: string, bytes: Uint8Array) => {
    const response = await uploadMedia(test.app, editor, fileName, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaAsset>();
  };
  const variant = (asset: MediaAsset, name: string, format: string) => {
    const found = asset.variants.find((item) => item.name === name && item.format === format);
    if (!found) throw new Error(`${asset.fileName} has no ${name} ${format}: ${asset.variants.map((item) => `${item.name}.${item.format}`).join(' ')}`);
    return found;
  };

  beforeAll(async () => {
    test = await startStaffApp(engine, { seed: loadDemoContent });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    editor = await signIn(test.app, 'editor@example.com');
    sales = await signIn(test.app, 'sales@example.com');
  });
  afterAll(() => test.close());

  it('turns a camera JPEG upright, strips its metadata and serves it at each width in AVIF, WebP and JPEG', async () => {
    const asset = await upload('相机 photo.JPG', await cameraJpeg());
    expect(asset).toMatchObject({ kind: 'image', fileName: '相机 photo.JPG', mimeType: 'image/jpeg', width: 800, height: 1200, focalX: 0.5, focalY: 0.5 });
    expect(asset.url).toBe(variant(asset, 'w800', 'jpeg').url);

    const expectedWidths = { w400: 400, w800: 800 };
    for (const [name, width] of Object.entries(expectedWidths)) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const bytes = await fs.readFile(publicFile(variant(asset, name, format).url));
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
        if (format === 'avif') expect(metadata.compression).toBe('av1');
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height: width * 1.5 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
    }
    expect(asset.variants.some((item) => item.name === 'w1600')).toBe(false);

    const original = await fs.readFile(publicFile(variant(asset, 'original', 'jpeg').url));
    const originalMetadata = await sharp(original).metadata();
    expect(originalMetadata).toMatchObject({ width: 800, height: 1200 });
    expect(originalMetadata.exif).toBeUndefined();
    expect(original.includes(Buffer.from('Jane Photographer'))).toBe(false);

    for (const width of [400, 800]) {
      const thumbnail = await sharp(await fs.readFile(publicFile(variant(asset, `thumb-w${width}`, 'jpeg').url))).metadata();
      expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width, height: width * 0.625 });
    }
    expect(asset.thumbnailUrl).toBe(variant(asset, 'thumb-w400', 'jpeg').url);

    const served = await test.app.inject({ method: 'GET', url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps transparency in PNG, serves a picture narrower than the widths at its own width, and takes WebP and AVIF', async () => {
    const png = await upload('logo.png', await transparentPng());
    expect(png.variants.filter((item) => /^w\d+$/.test(item.name)).map((item) => `${item.name}.${item.format}`).sort()).toEqual(
      ['w400.avif', 'w400.png', 'w400.webp', 'w500.avif', 'w500.png', 'w500.webp'],
    );
    expect((await sharp(await fs.readFile(publicFile(png.url))).metadata()).hasAlpha).toBe(true);

    const webp = await upload('wide.webp', await twoColourWebp());
    expect(webp).toMatchObject({ width: 2000, height: 500, mimeType: 'image/webp' });
    expect(webp.variants.filter((item) => /^w\d+$/.test(item.name)).map((item) => item.width).sort((a, b) => a! - b!)).toEqual(
      [400, 400, 400, 800, 800, 800, 1600, 1600, 1600],
    );
    expect(variant(webp, 'original', 'webp').width).toBe(2000);
    // No transparency: a WebP upload falls back to JPEG for browsers without WebP.
    expect(webp.url).toBe(variant(webp, 'w1600', 'jpeg').url);

    const avif = await upload('small.avif', await smallAvif());
    expect(avif).toMatchObject({ width: 640, height: 400, mimeType: 'image/avif' });
  });

  it('crops the thumbnails around the focal point, and again when it moves', async () => {
    const asset = await upload('halves.webp', await twoColourWebp());
    const thumbnailColour = async () => {
      const { data } = await sharp(await fs.readFile(publicFile(variant(asset, 'thumb-w400', 'jpeg').url))).raw().toBuffer({ resolveWithObject: true });
      return { red: data[0]!, blue: data[2]! };
    };
    // Centred, the 800 × 500 crop of a 2000 × 500 picture lies in its middle: half red, half blue.
    const moveTo = async (focalX: number) => {
      const response = await call(test.app, 'PUT', `/media/${asset.id}`, editor, { alt: { zh: '', en: '' }, decorative: true, focalX, focalY: 0.5 });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MediaAsset>();
    };
    expect(await moveTo(0)).toMatchObject({ focalX: 0, decorative: true });
    const left = await thumbnailColour();
    expect(left.red).toBeGreaterThan(200);
    expect(left.blue).toBeLessThan(50);
    await moveTo(1);
    const right = await thumbnailColour();
    expect(right.blue).toBeGreaterThan(200);
    expect(right.red).toBeLessThan(50);

    const outside = await call(test.app, 'PUT', `/media/${asset.id}`, editor, { alt: { zh: '', en: '' }, decorative: false, focalX: 1.5, focalY: 0.5 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 400, msg: '焦点须在图片范围内（0 到 1 之间）' });
  });

  it('cleans an SVG of everything that runs or loads, and keeps the picture', async () => {
    const asset = await upload('badge.svg', Buffer.from(HOSTILE_SVG));
    expect(asset).toMatchObject({ kind: 'image', mimeType: 'image/svg+xml', width: 120, height: 80 });
    expect(asset.variants).toHaveLength(1);
    const svg = await fs.readFile(publicFile(asset.url), 'utf8');
    for (const active of ['<script', 'onload', 'onclick', 'javascript:', 'evil.example', 'foreignObject', 'iframe', '<animate', '<image', 'ENTITY', '<style', '@import']) {
      expect(svg).not.toContain(active);
    }
    expect(svg).toContain('<rect width="120" height="80" fill="#1d4ed8">');
    expect(svg).toContain('fill="url(#glow)"');
    expect(svg).toContain('<text x="10" y="70">Yunzhan</text>');
    const served = await test.app.inject({ method: 'GET', url: asset.url });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.body).toBe(svg);
  });

  it('takes PDF and MP4 files by their bytes; a PDF becomes a file an article can attach', async () => {
    const pdfBytes = await brochurePdf();
    const pdf = await upload('Brochure 2026.pdf', pdfBytes);
    expect(pdf).toMatchObject({ kind: 'file', mimeType: 'application/pdf', sizeBytes: pdfBytes.byteLength, thumbnailUrl: null, width: null });
    expect(pdf.url).toMatch(/^\/cms\/static\/files\/[0-9a-f-]{36}\.pdf$/);
    expect(Buffer.compare(await fs.readFile(publicFile(pdf.url)), Buffer.from(pdfBytes))).toBe(0);
    const storedFile = await test.app.db.selectFrom('stored_file').selectAll().where('file_id', '=', pdf.storedFileId!).executeTakeFirstOrThrow();
    expect(storedFile).toMatchObject({ file_name: 'Brochure 2026.pdf', stored_name: path.basename(pdf.url), mime_type: 'application/pdf' });

    const video = await upload('company.mp4', await companyVideo());
    expect(video).toMatchObject({ kind: 'file', mimeType: 'video/mp4', storedFileId: null });
    expect(video.url).toMatch(/^\/cms\/static\/videos\/[0-9a-f-]{36}\.mp4$/);
  });

  it('refuses a renamed program, a PNG named .pdf, a damaged picture, an SVG with nothing safe to show and formats it does not take, storing nothing', async () => {
    const before = await test.app.db.selectFrom('media_asset').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const filesBefore = await fs.readdir(test.app.storage.publicDir, { recursive: true });
    const refusals: Array<[string, Uint8Array, number, string]> = [
      ['holiday.jpg', windowsExecutable(), 415, '文件内容与扩展名不符，或文件已损坏，请上传真实的图片或文件'],
      ['report.pdf', await transparentPng(), 415, '文件内容与扩展名不符，或文件已损坏，请上传真实的图片或文件'],
      ['broken.png', (await transparentPng()).subarray(0, 60), 415, '文件内容与扩展名不符，或文件已损坏，请上传真实的图片或文件'],
      ['setup.exe', windowsExecutable(), 415, '不支持的文件格式，请上传 JPEG、PNG、WebP、AVIF、SVG 图片或 PDF、MP4 文件'],
      ['payload.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 400, '这个 SVG 去掉脚本和外部引用后没有可显示的内容'],
      ['notes.svg', Buffer.from('just text, no picture'), 415, '文件内容与扩展名不符，或文件已损坏，请上传真实的图片或文件'],
    ];
    for (const [name, bytes, status, message] of refusals) {
      const response = await uploadMedia(test.app, editor, name, bytes);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual({ code: status, msg: message, field: 'file' });
    }
    const after = await test.app.db.selectFrom('media_asset').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await fs.readdir(test.app.storage.publicDir, { recursive: true })).toEqual(filesBefore);
  });

  it('refuses to delete a picture while an article shows it, says where, and deletes it once it is no longer used', async () => {
    const asset = await upload('case.jpg', await cameraJpeg());
    const article = await test.app.db.selectFrom('article').select(['article_id', 'thumbnail']).orderBy('article_id').executeTakeFirstOrThrow();
    const title = await test.app.db
      .selectFrom('article_i18n')
      .select('title')
      .where('article_id', '=', article.article_id)
      .where('language', '=', 'zh')
      .executeTakeFirstOrThrow();
    await test.app.db.updateTable('article').set({ thumbnail: asset.thumbnailUrl! }).where('article_id', '=', article.article_id).execute();
    const other = await test.app.db.selectFrom('article').select('article_id').where('article_id', '>', article.article_id).orderBy('article_id').executeTakeFirstOrThrow();
    await test.app.db
      .updateTable('article_i18n')
      .set({ content: `<p>Intro</p><img src="https://cms.example.com${variant(asset, 'w400', 'webp').url}" alt="">` })
      .where('article_id', '=', other.article_id)
      .where('language', '=', 'en')
      .execute();

    const refused = await call(test.app, 'DELETE', `/media/${asset.id}`, editor);
    expect(refused.statusCode).toBe(409);
    const expectedUsages: MediaUsage[] = [
      { kind: 'article', id: String(article.article_id), field: 'thumbnail', label: title.title, labelLanguage: 'zh' },
      expect.objectContaining({ kind: 'article', id: String(other.article_id), field: 'content' }) as MediaUsage,
    ];
    expect(refused.json()).toEqual({ code: 409, msg: '该文件仍在 2 处使用，请先在这些内容中替换或移除它', data: { usages: expectedUsages } });
    expect((await call(test.app, 'GET', `/media/${asset.id}/usages`, editor)).json()).toEqual(expectedUsages);
    await fs.access(publicFile(asset.url));

    await test.app.db.updateTable('article').set({ thumbnail: article.thumbnail }).where('article_id', '=', article.article_id).execute();
    await test.app.db.updateTable('article_i18n').set({ content: '<p>Intro</p>' }).where('article_id', '=', other.article_id).where('language', '=', 'en').execute();
    const deleted = await call(test.app, 'DELETE', `/media/${asset.id}`, editor);
    expect(deleted.statusCode).toBe(200);
    for (const item of asset.variants) await expect(fs.access(publicFile(item.url))).rejects.toThrow();
    await expect(fs.access(path.dirname(publicFile(asset.url)))).rejects.toThrow();
    expect((await call(test.app, 'GET', `/media/${asset.id}`, editor)).statusCode).toBe(404);
    expect(await auditActions(test.app)).toEqual(expect.arrayContaining(['media.upload', 'media.delete-refused', 'media.delete']));
  });

  it('refuses to delete a picture or PDF a draft names until the draft is published or discarded', async () => {
    const picture = await upload('draft.png', await transparentPng());
    const pdf = await upload('draft.pdf', await brochurePdf());
    const article = await test.app.db.selectFrom('article').select('article_id').orderBy('article_id').executeTakeFirstOrThrow();
    await test.app.db
      .insertInto('content_item')
      .values({
        kind: 'articles',
        item_id: article.article_id,
        draft: JSON.stringify({ thumbnail: picture.thumbnailUrl, fileId: pdf.storedFileId, texts: { zh: null, en: null } }),
        revision: 1,
        draft_by: 'editor@example.com',
        draft_at: '2026-03-02T09:00:00.000Z',
      })
      .execute();
    const draftUsage: MediaUsage = { kind: 'draft', id: `articles/${article.article_id}`, field: 'draft', label: `articles ${article.article_id}`, labelLanguage: null };
    for (const asset of [picture, pdf]) {
      const refused = await call(test.app, 'DELETE', `/media/${asset.id}`, editor);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data.usages).toEqual([draftUsage]);
    }
    await test.app.db.updateTable('content_item').set({ draft: null }).where('item_id', '=', article.article_id).execute();
    for (const asset of [picture, pdf]) expect((await call(test.app, 'DELETE', `/media/${asset.id}`, editor)).statusCode).toBe(200);
  });

  it('lets a PDF go while a draft names only another stored file whose id starts with the same digits', async () => {
    const pdf = await upload('alone.pdf', await brochurePdf());
    const article = await test.app.db.selectFrom('article').select('article_id').orderBy('article_id').executeTakeFirstOrThrow();
    const draft = { draft: JSON.stringify({ fileId: Number(`${pdf.storedFileId}0`), texts: { zh: null, en: null } }), draft_by: 'editor@example.com', draft_at: '2026-03-02T09:00:00.000Z' };
    await test.app.db
      .insertInto('content_item')
      .values({ kind: 'articles', item_id: article.article_id, revision: 1, ...draft })
      .onConflict((conflict) => conflict.columns(['kind', 'item_id']).doUpdateSet(draft))
      .execute();
    expect((await call(test.app, 'GET', `/media/${pdf.id}/usages`, editor)).json()).toEqual([]);
    expect((await call(test.app, 'DELETE', `/media/${pdf.id}`, editor)).statusCode).toBe(200);
    await test.app.db.updateTable('content_item').set({ draft: null }).where('item_id', '=', article.article_id).execute();
  });

  it("refuses to delete a PDF one language's version of an article attaches, then removes its stored file with it", async () => {
    const pdf = await upload('manual.pdf', await brochurePdf());
    const translation = await test.app.db
      .selectFrom('article_i18n')
      .select(['id', 'article_id', 'file_id'])
      .where('language', '=', 'en')
      .orderBy('article_id', 'desc')
      .executeTakeFirstOrThrow();
    await test.app.db.updateTable('article_i18n').set({ file_id: pdf.storedFileId }).where('id', '=', translation.id).execute();
    const refused = await call(test.app, 'DELETE', `/media/${pdf.id}`, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.usages).toEqual([expect.objectContaining({ kind: 'article', id: String(translation.article_id), field: 'file' })]);

    await test.app.db.updateTable('article_i18n').set({ file_id: translation.file_id }).where('id', '=', translation.id).execute();
    expect((await call(test.app, 'DELETE', `/media/${pdf.id}`, editor)).statusCode).toBe(200);
    expect(await test.app.db.selectFrom('stored_file').select('file_id').where('file_id', '=', pdf.storedFileId!).executeTakeFirst()).toBeUndefined();
    await expect(fs.access(publicFile(pdf.url))).rejects.toThrow();
  });

  it('lists newest first with Content-Range, finds by file name or alternative text, and filters by kind', async () => {
    // After the seed's pictures, which went into the library when the run began (the test clock starts earlier).
    test.clock.set(new Date(Date.now() + 60_000).toISOString());
    [editor, sales] = [await signIn(test.app, 'editor@example.com'), await signIn(test.app, 'sales@example.com')];
    const asset = await upload('forklift-yard.png', await transparentPng());
    const described = await call(test.app, 'PUT', `/media/${asset.id}`, editor, {
      alt: { zh: ' 叉车在堆场作业 ', en: 'Forklift at work in the Yard' },
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
    });
    expect(described.json()).toMatchObject({ alt: { zh: '叉车在堆场作业', en: 'Forklift at work in the Yard' } });

    const all = await call(test.app, 'GET', '/media', editor);
    const total = Number((await test.app.db.selectFrom('media_asset').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(all.headers['content-range']).toBe(`media 0-${Math.min(total, 25) - 1}/${total}`);
    const ids = all.json<MediaAsset[]>().map((row) => row.id);
    expect(ids[0]).toBe(asset.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const search = async (filter: object) =>
      (await call(test.app, 'GET', `/media?filter=${encodeURIComponent(JSON.stringify(filter))}`, editor)).json<MediaAsset[]>().map((row) => row.id);
    expect(await search({ q: 'THE YARD' })).toEqual([asset.id]);
    expect(await search({ q: '堆场' })).toEqual([asset.id]);
    expect(await search({ q: 'forklift-' })).toEqual([asset.id]);
    expect(await search({ q: '100%_' })).toEqual([]);
    const files = await search({ kind: 'file' });
    expect(files.length).toBeGreaterThan(0);
    expect(files).not.toContain(asset.id);
  });

  it('is for editors and admins only: sales may neither list nor upload', async () => {
    expect((await call(test.app, 'GET', '/media', sales)).statusCode).toBe(403);
    const upload = await uploadMedia(test.app, sales, 'x.png', await transparentPng());
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ code: 403, msg: '当前账号无权执行此操作' });
  });
});
