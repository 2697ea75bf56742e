import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PREFIX } from '../../cms/plugins/storage';
import { downloadArticles } from '../../seed/content/downloads';
import { investorArticles } from '../../seed/content/investor';
import { journalismArticles } from '../../seed/content/journalism';
import type { SeedPdf } from '../../seed/content/types';
import { makeSeedPdf } from '../../seed/assets/pdf/makeSeedPdf';
import { startTestApp, type TestApp } from '../support/testApp';

/** A document with its fonts embedded whole would weigh megabytes; subsets keep it under this. */
const MAX_DOCUMENT_BYTES = 150 * 1024;
const HAN = /\p{Script=Han}/u;

const documents: SeedPdf[] = [...investorArticles, ...downloadArticles, ...journalismArticles].flatMap((article) => (article.pdf ? [article.pdf] : []));

/** The text of every page, one string per page, with the spaces between text runs dropped. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.filter((item): item is TextItem => 'str' in item).map((item) => item.str).join(''));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The BaseFont names of the document's composite (Type0) fonts and of any other font. */
async function fontNames(bytes: Uint8Array): Promise<{ type0: string[]; other: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const type0: string[] = [];
  const other: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const subtype = object.get(PDFName.of('Subtype'));
    const name = object.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '';
    if (subtype === PDFName.of('Type0')) type0.push(name);
    else if (subtype !== PDFName.of('CIDFontType2')) other.push(name);
  }
  return { type0, other };
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

describe('the seeded documents', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('are served as small PDFs holding the Chinese text under the Chinese title and the English text under the English one', async () => {
    expect(documents.length).toBeGreaterThan(20);
    for (const document of documents) {
      const response = await test.app.inject({ method: 'GET', url: `${PUBLIC_URL_PREFIX}files/${document.fileName}` });
      expect(response.statusCode, document.fileName).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/pdf/);
      const bytes = response.rawPayload;
      expect(bytes.length, document.fileName).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);

      const pages = (await pageTexts(bytes)).map(withoutSpaces);
      const englishStart = pages.findIndex((page) => page.startsWith(withoutSpaces(document.title.en)));
      expect(englishStart, `${document.fileName}: no page starts with its English title`).toBeGreaterThan(0);
      const chinese = pages.slice(0, englishStart).join('');
      const english = pages.slice(englishStart).join('');
      expect(chinese.startsWith(withoutSpaces(document.title.zh)), document.fileName).toBe(true);
      expect(chinese).toContain(withoutSpaces(document.lines.zh.find((line) => HAN.test(line) && !line.startsWith('## '))!));
      // The English part is English: its body text has no Chinese in it.
      expect(english.match(/\p{Script=Han}/gu)?.join('') ?? '', `${document.fileName}: Chinese in the English part`).toBe(
        [...document.lines.en, document.title.en].join('').match(/\p{Script=Han}/gu)?.join('') ?? '',
      );
      expect(english).toContain(withoutSpaces(document.lines.en.find((line) => line.trim() && !line.startsWith('## '))!));
    }
  });

  it('embed their font as subsets (named with a six-letter tag and a plus) and no other font', async () => {
    for (const document of documents) {
      const response = await test.app.inject({ method: 'GET', url: `${PUBLIC_URL_PREFIX}files/${document.fileName}` });
      const { type0, other } = await fontNames(response.rawPayload);
      expect(other, document.fileName).toEqual([]);
      expect(type0.length, document.fileName).toBeGreaterThan(0);
      for (const name of type0) expect(name, document.fileName).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/);
    }
  });

  it('come out byte for byte the same on every run', async () => {
    const document = documents.find((candidate) => candidate.fileName === '2025-annual-report.pdf')!;
    const served = await test.app.inject({ method: 'GET', url: `${PUBLIC_URL_PREFIX}files/${document.fileName}` });
    expect(Buffer.from(await makeSeedPdf(document)).equals(served.rawPayload)).toBe(true);
  });
});
