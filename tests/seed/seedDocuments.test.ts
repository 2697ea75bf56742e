import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PREFIX } from '../../cms/storage/storagePaths';
import { downloadArticles } from '../../seed/content/downloads';
import { investorArticles } from '../../seed/content/investor';
import { journalismArticles } from '../../seed/content/journalism';
import type { SeedPdf } from '../../seed/content/types';
import { makeSeedPdf, seedPdfFileName } from '../../seed/assets/pdf/makeSeedPdf';
import { compactText, embedsFontProgram, fontNames, withoutSpaces } from '../support/pdfText';
import { startTestApp, type TestApp } from '../support/testApp';

/** A document with its font embedded whole would weigh megabytes; subsets keep it under this. */
const MAX_DOCUMENT_BYTES = 150 * 1024;
const HAN = /\p{Script=Han}/u;

const documents: SeedPdf[] = [...investorArticles, ...downloadArticles, ...journalismArticles].flatMap((article) => (article.pdf ? [article.pdf] : []));

describe('the seeded documents', () => {
  let test: TestApp;
  const served = async (document: SeedPdf, language: 'zh' | 'en') => {
    const response = await test.app.inject({ method: 'GET', url: `${PUBLIC_URL_PREFIX}files/${seedPdfFileName(document, language)}` });
    expect(response.statusCode, seedPdfFileName(document, language)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    return response.rawPayload;
  };
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('are served as small PDFs, one per language: the Chinese text under the Chinese title in one, the English under the English title in the other', async () => {
    expect(documents.length).toBeGreaterThan(20);
    for (const document of documents) {
      const chinese = await served(document, 'zh');
      const english = await served(document, 'en');
      for (const bytes of [chinese, english]) expect(bytes.length, document.fileName).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);

      const chineseText = await compactText(chinese);
      expect(chineseText.startsWith(withoutSpaces(document.title.zh)), document.fileName).toBe(true);
      expect(chineseText).toContain(withoutSpaces(document.lines.zh.find((line) => HAN.test(line) && !line.startsWith('## '))!));
      expect(chineseText).not.toContain(withoutSpaces(document.title.en));

      const englishText = await compactText(english);
      expect(englishText.startsWith(withoutSpaces(document.title.en)), document.fileName).toBe(true);
      expect(englishText).toContain(withoutSpaces(document.lines.en.find((line) => line.trim() && !line.startsWith('## '))!));
      expect(englishText.match(/\p{Script=Han}/gu), `${document.fileName}: Chinese in the English document`).toBeNull();
    }
  });

  it('embed a subset of the CJK font (named with a six-letter tag and a plus) in the Chinese documents, and no font at all in the English ones', async () => {
    for (const document of documents) {
      const chinese = await fontNames(await served(document, 'zh'));
      expect(chinese.other, document.fileName).toEqual([]);
      expect(chinese.type0.length, document.fileName).toBeGreaterThan(0);
      for (const name of chinese.type0) expect(name, document.fileName).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/);

      const englishBytes = await served(document, 'en');
      const english = await fontNames(englishBytes);
      expect(english.type0, document.fileName).toEqual([]);
      expect(english.other.sort(), document.fileName).toEqual(['Helvetica', 'Helvetica-Bold']);
      expect(await embedsFontProgram(englishBytes), document.fileName).toBe(false);
    }
  });

  it('come out byte for byte the same on every run', async () => {
    const document = documents.find((candidate) => candidate.fileName === '2025-annual-report.pdf')!;
    for (const language of ['zh', 'en'] as const) {
      expect(Buffer.from(await makeSeedPdf(document, language)).equals(await served(document, language))).toBe(true);
    }
  });
});
