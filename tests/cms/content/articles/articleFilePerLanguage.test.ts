/**
 * Each language's version of an article attaches its own document: over HTTP, as a visitor's
 * browser reads them, the Chinese title downloads a Chinese PDF (its text, a subset of the CJK
 * font) and the English title an English one (its text, no CJK font), in the lists and the details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../../contract/api';
import type { ArticleDetails, ArticleListItem } from '../../../../contract/entities/article';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../../../contract/entities/classify';
import type { ApiLanguage } from '../../../../contract/language';
import { compactText, fontNames, withoutSpaces } from '../../../support/pdfText';
import { ENGINES, startTestApp, type TestApp } from '../../../support/testApp';

/** The seeded documents the requirement names, by their Chinese titles, with their English ones. */
const DOCUMENTS = [
  { classifyType: CLASSIFY_TYPES.investor, title: { zh: '2025年年度报告', en: 'Annual Report 2025' } },
  { classifyType: CLASSIFY_TYPES.downloads, title: { zh: 'AGV产品手册（2026版）', en: 'AGV Brochure (2026 edition)' } },
];

describe.each(ENGINES)('the attached documents on %s', (engine) => {
  let test: TestApp;
  let origin: string;
  const get = async <T>(call: string): Promise<T> => {
    const response = await fetch(`${origin}${API_BASE_PATH}/${call}`);
    expect(response.status, call).toBe(200);
    return (await response.json()) as T;
  };
  /** The listed article titled `title` in `language`, from its section's whole list. */
  const listed = async (classifyType: number, language: ApiLanguage, title: string) => {
    const [root] = (await get<{ data: ClassifyNode[] }>(`classify/treeData?classifyType=${classifyType}&language=${language}`)).data;
    const { rows } = await get<{ rows: ArticleListItem[] }>(`article/list?classifyId=${root!.classifyId}&language=${language}&pageSize=100`);
    const row = rows.find((candidate) => candidate.articleTitle === title);
    expect(row, title).toBeDefined();
    return row!;
  };
  const download = async (fileUrl: string) => {
    const response = await fetch(`${origin}${fileUrl}`);
    expect(response.status, fileUrl).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    return new Uint8Array(await response.arrayBuffer());
  };

  beforeAll(async () => {
    test = await startTestApp(engine);
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test?.close());

  it.each(DOCUMENTS)('gives "$title.zh" a Chinese PDF and "$title.en" an English one, in the list and the details alike', async ({ classifyType, title }) => {
    const chinese = await listed(classifyType, 'zh', title.zh);
    const english = await listed(classifyType, 'en', title.en);
    expect(english.articleId).toBe(chinese.articleId);
    expect(chinese.fileId).not.toBeNull();
    expect(english.fileId).not.toBeNull();
    expect(english.fileId).not.toBe(chinese.fileId);
    expect(english.fileUrl).not.toBe(chinese.fileUrl);
    for (const [language, row] of [['zh', chinese], ['en', english]] as const) {
      const { data } = await get<{ data: ArticleDetails }>(`articleDetails/${row.articleId}?language=${language}`);
      expect({ fileId: data.fileId, fileUrl: data.fileUrl }).toEqual({ fileId: row.fileId, fileUrl: row.fileUrl });
    }

    const chinesePdf = await download(chinese.fileUrl!);
    expect(await compactText(chinesePdf)).toContain(withoutSpaces(title.zh));
    const chineseFonts = await fontNames(chinesePdf);
    expect(chineseFonts.type0.length).toBeGreaterThan(0);
    for (const name of chineseFonts.type0) expect(name).toMatch(/^[A-Z]{6}\+NotoSansSC-/);

    const englishPdf = await download(english.fileUrl!);
    const englishText = await compactText(englishPdf);
    expect(englishText).toContain(withoutSpaces(title.en));
    expect(englishText).not.toMatch(/\p{Script=Han}/u);
    const englishFonts = await fontNames(englishPdf);
    expect(englishFonts.type0).toEqual([]);
    expect(englishFonts.other.filter((name) => /Noto|CJK|SC|CID/i.test(name))).toEqual([]);
  });
});
