/**
 * A visitor's download in Chromium, through the download centre's dialog: the Chinese page's
 * "AGV产品手册（2026版）" arrives as a Chinese PDF with a subset of the CJK font, the English
 * page's "AGV Brochure (2026 edition)" as an English PDF with no CJK font.
 */
import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compactText, fontNames, withoutSpaces } from '../support/pdfText';
import { CONSENT, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

const PAGES = [
  {
    language: 'zh',
    path: '/aboutUs/downloadCenter',
    title: 'AGV产品手册（2026版）',
    dialog: '下载登记',
    fields: { 姓名: '王工', 联系电话: '13912345678', 公司名称: '下载测试有限公司', 电子邮箱: 'wang@example.com' },
    submit: '提交并下载',
  },
  {
    language: 'en',
    path: '/en-US/aboutUs/downloadCenter',
    title: 'AGV Brochure (2026 edition)',
    dialog: 'Before you download',
    fields: { Name: 'Jane Smith', Telephone: '+44 20 7946 0958', Company: 'Download Test Ltd', 'E-mail': 'jane@example.com' },
    submit: 'Submit and download',
  },
] as const;

/** The bytes of the file the page's download of `page.title` saves. */
async function downloaded(browser: Browser, origin: string, page: (typeof PAGES)[number]): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { page: tab, errors, close } = await visit(browser, `${origin}${page.path}`, { ...DESKTOP, acceptDownloads: true });
  try {
    // Named by the download label and the title (Chromium may put a space between them).
    await tab.getByRole('button', { name: page.title }).click({ timeout: 10_000 });
    const dialog = tab.getByRole('dialog', { name: page.dialog });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const [label, value] of Object.entries(page.fields)) await dialog.getByRole('textbox', { name: new RegExp(label) }).fill(value, { timeout: 5_000 });
    await dialog.getByRole('checkbox', { name: CONSENT[page.language] }).check({ timeout: 5_000 });
    const download = tab.waitForEvent('download', { timeout: 15_000 });
    await dialog.getByRole('button', { name: page.submit }).click({ timeout: 5_000 });
    const file = await download;
    const bytes = new Uint8Array(await fs.readFile((await file.path())!));
    expect(errors).toEqual([]);
    return { bytes, fileName: file.suggestedFilename() };
  } finally {
    await close();
  }
}

describe('downloading a document', () => {
  const site = siteInBrowser();

  it('gives the Chinese title a Chinese PDF embedding a CJK subset, and the English title an English PDF without one', async () => {
    const chinese = await downloaded(site.browser, site.server.origin, PAGES[0]);
    expect(chinese.fileName).toMatch(/-zh\.pdf$/);
    expect(await compactText(chinese.bytes)).toContain(withoutSpaces(PAGES[0].title));
    const chineseFonts = await fontNames(chinese.bytes);
    expect(chineseFonts.type0.length).toBeGreaterThan(0);
    for (const name of chineseFonts.type0) expect(name).toMatch(/^[A-Z]{6}\+NotoSansSC-/);

    const english = await downloaded(site.browser, site.server.origin, PAGES[1]);
    expect(english.fileName).toMatch(/-en\.pdf$/);
    const englishText = await compactText(english.bytes);
    expect(englishText).toContain(withoutSpaces(PAGES[1].title));
    expect(englishText).not.toMatch(/\p{Script=Han}/u);
    const englishFonts = await fontNames(english.bytes);
    expect(englishFonts.type0).toEqual([]);
    expect(englishFonts.other.filter((name) => /Noto|CJK|CID/i.test(name))).toEqual([]);
  });
});
