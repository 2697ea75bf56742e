/**
 * An editor's media library in Chromium: a camera picture chosen with the file chooser over a slow
 * line shows its upload's progress, a PNG dropped on the area is uploaded too; the picture's form
 * marks its missing alternative texts until both are written, moves the focal point by keyboard
 * and by a click, and saves; deleting it while an article shows it is refused with the article
 * named, and succeeds once it is no longer used. The back office runs under its strict policy
 * throughout: any console error fails the test.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { transparentPng } from '../support/mediaUploads';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { recordErrors } from './support';

const PASSWORD = 'a long enough passphrase';
const EDITOR = 'editor@example.com';

describe('the media library in the back office', () => {
  let cms: TestApp;
  let origin: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let folder: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    cms = await startTestApp('sqlite', { adminDir: ADMIN_DIR, seed: loadDemoContent });
    origin = await cms.app.listen({ host: '127.0.0.1', port: 0 });
    await addStaffAccount(cms.app.db, { email: EDITOR, password: PASSWORD, roles: ['editor'] }, new Date());
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'media-e2e-'));
    // Noise does not compress: about 300 KB, which the throttled line below takes seconds to send.
    const noise = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    await fs.writeFile(path.join(folder, 'warehouse.jpg'), noise);
    ({ browser, close: closeBrowser } = await launchBrowser());
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // Under a busy machine a step may take seconds; a step that never happens fails here, naming itself, before the test's own limit.
    page.setDefaultTimeout(15_000);
    errors = recordErrors(page);
    await signInToBackOffice(page, errors, origin, EDITOR, PASSWORD);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await cms?.close();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('uploads with the file chooser showing progress, and by dropping a file on the area', { timeout: 180_000 }, async () => {
    await page.goto(`${origin}/admin/media`);
    await page.getByText('将图片或文件拖到这里，或点击选择').waitFor();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await page.locator('input[type="file"]').setInputFiles(path.join(folder, 'warehouse.jpg'));
    const bar = page.getByRole('progressbar', { name: 'warehouse.jpg' });
    await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
    const partway = Number(await bar.getAttribute('aria-valuenow'));
    expect(partway).toBeLessThan(100);
    // Sent, then converted (AVIF of noise is the slow case): the tile shows once the server answered.
    await page.getByRole('button', { name: 'warehouse.jpg' }).waitFor({ timeout: 90_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const png = (await transparentPng()).toString('base64');
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'dropped-logo.png', { type: 'image/png' }));
      return transfer;
    }, png);
    await page.dispatchEvent('[data-testid="media-drop-zone"]', 'drop', { dataTransfer });
    await page.getByRole('button', { name: 'dropped-logo.png' }).waitFor({ timeout: 60_000 });
    // Beside the seed's pictures, which the library holds from the start.
    expect(await cms.app.db.selectFrom('media_asset').select('file_name').where('created_by', '!=', 'seed').orderBy('asset_id').execute()).toEqual([
      { file_name: 'warehouse.jpg' },
      { file_name: 'dropped-logo.png' },
    ]);
    expect(errors).toEqual([]);
  });

  it('marks missing alternative texts, moves the focal point by keyboard and click, and saves', { timeout: 90_000 }, async () => {
    await page.getByRole('button', { name: 'warehouse.jpg' }).click();
    await page.getByText('替代文字（中文）：缺失').waitFor();
    await page.getByText('替代文字（英文）：缺失').waitFor();
    await page.getByText(/作为内容展示的图片须填写中英文替代文字后才能发布/).waitFor();

    await page.getByLabel('替代文字（中文）').fill('立体库内景');
    await expect.poll(() => page.getByText('替代文字（中文）：缺失').count()).toBe(0);
    await page.getByLabel('替代文字（英文）').fill('Inside the automated warehouse');
    await page.getByText('可以在发布的内容中使用。').waitFor();

    const focal = page.getByRole('slider', { name: '焦点' });
    await focal.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => focal.getAttribute('aria-valuetext')).toBe('焦点：距左 60%，距上 51%');
    const box = (await focal.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await expect.poll(() => focal.getAttribute('aria-valuetext')).toBe('焦点：距左 25%，距上 75%');

    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(async () => cms.app.db.selectFrom('media_asset').select(['alt_zh', 'alt_en', 'focal_x', 'focal_y']).where('file_name', '=', 'warehouse.jpg').executeTakeFirst(), { timeout: 15_000 })
      .toMatchObject({ alt_zh: '立体库内景', alt_en: 'Inside the automated warehouse', focal_y: expect.closeTo(0.75, 1) });
    expect(errors).toEqual([]);
  });

  it('refuses to delete the picture while an article shows it, naming the article, then deletes it', async () => {
    const asset = await cms.app.db.selectFrom('media_asset').select(['asset_id', 'variants']).where('file_name', '=', 'warehouse.jpg').executeTakeFirstOrThrow();
    const thumbnail = (JSON.parse(asset.variants) as Array<{ name: string; format: string; path: string }>).find((item) => item.name === 'thumb-w400' && item.format === 'jpeg')!;
    const article = await cms.app.db.selectFrom('article').select(['article_id', 'thumbnail']).orderBy('article_id').executeTakeFirstOrThrow();
    const { title } = await cms.app.db.selectFrom('article_i18n').select('title').where('article_id', '=', article.article_id).where('language', '=', 'zh').executeTakeFirstOrThrow();
    await cms.app.db.updateTable('article').set({ thumbnail: `/cms/static/${thumbnail.path}` }).where('article_id', '=', article.article_id).execute();

    await page.goto(`${origin}/admin/media/${asset.asset_id}`);
    await page.getByText(`文章 ${article.article_id}“${title}”：缩略图`).waitFor();
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: '未删除' });
    await refusal.getByText('该文件仍在 1 处使用，请先在这些内容中替换或移除它').waitFor();
    await refusal.getByText(`文章 ${article.article_id}“${title}”：缩略图`).waitFor();

    await cms.app.db.updateTable('article').set({ thumbnail: article.thumbnail }).where('article_id', '=', article.article_id).execute();
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.waitForURL(`${origin}/admin/media`);
    expect(await cms.app.db.selectFrom('media_asset').select('asset_id').where('asset_id', '=', asset.asset_id).executeTakeFirst()).toBeUndefined();
    // The refused delete answered 409, which the browser logs as a failed load; nothing else may be logged.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });
});
