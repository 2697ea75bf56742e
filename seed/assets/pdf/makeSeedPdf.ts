import { PDFDocument, PDFFont, PDFPage, rgb } from 'pdf-lib';
import type { Bilingual, SeedPdf, SeedPdfLanguage } from '../../content/types';
import { breakLines } from './breakLines';
import { embedSeedPdfFonts } from './seedPdfFonts';

/**
 * Seed documents (reports, announcements, brochures) generated with pdf-lib at seed time.
 *
 * Each language's version of an article has its own attached file, so a document is made per
 * language: the Chinese one holds the Chinese title and text, the English one the English, and
 * each downloads in the language its title promised.
 *
 * Layout: A4 portrait; the title in bold under a thin coloured rule; the lines word-wrapped and
 * paginated; a running title on the pages after the first; a footer with the company's name
 * and the page number in the document's language. A few line conventions help structure: an empty
 * string is a paragraph gap, a line starting with `## ` is a sub-heading, and a line starting
 * with `- ` is a bullet with a hanging indent.
 *
 * The output is deterministic: fixed creation and modification dates, producer, creator and
 * subset tags.
 */

export const SEED_PDF_AUTHOR: Bilingual = {
  zh: '云栈智能物流科技股份有限公司',
  en: 'Yunzhan Intralogistics Technology Co., Ltd.',
};
/** Creation and modification date of every seed PDF, so the bytes never change between runs. */
export const SEED_PDF_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

/** The stored and download name of a document's version in `language`: `2025-annual-report-en.pdf`. */
export const seedPdfFileName = (pdf: SeedPdf, language: SeedPdfLanguage) => pdf.fileName.replace(/\.pdf$/, `-${language}.pdf`);

const DOCUMENT_LANGUAGE: Record<SeedPdfLanguage, string> = { zh: 'zh-CN', en: 'en-US' };
const KEYWORDS: Record<SeedPdfLanguage, string[]> = { zh: ['云栈智能', '智能物流'], en: ['Yunzhan', 'intralogistics'] };

const pageLabel: Record<SeedPdfLanguage, (page: number, total: number) => string> = {
  zh: (page, total) => `第 ${page} 页，共 ${total} 页`,
  en: (page, total) => `Page ${page} of ${total}`,
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 60;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 72;
const BODY_SIZE = 10.5;
const BODY_LEADING = 17;
const HEADING_SIZE = 12.5;
const TITLE_SIZE = 19;
const TITLE_LEADING = 26;
const FOOTER_SIZE = 8.5;

const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.42, 0.46, 0.52);
const BRAND = rgb(0.09, 0.36, 0.63);
const RULE = rgb(0.8, 0.84, 0.89);

export async function makeSeedPdf(pdf: SeedPdf, language: SeedPdfLanguage): Promise<Uint8Array> {
  const fileName = seedPdfFileName(pdf, language);
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedSeedPdfFonts(doc, fileName, language);
  const drawable = [new Set(regular.getCharacterSet()), new Set(bold.getCharacterSet())];
  // A character the font lacks would print as an empty box: refuse the content instead.
  const checked = (text: string): string => {
    for (const ch of text) {
      if (!drawable.every((set) => set.has(ch.codePointAt(0)!))) throw new Error(`Seed PDF ${fileName}: the font has no glyph for "${ch}" in "${text}"`);
    }
    return text;
  };

  const title = checked(pdf.title[language].trim() || fileName);
  doc.setTitle(title);
  doc.setAuthor(SEED_PDF_AUTHOR[language]);
  doc.setKeywords(KEYWORDS[language]);
  doc.setCreator(SEED_PDF_AUTHOR[language]);
  doc.setProducer('pdf-lib (seed)');
  doc.setLanguage(DOCUMENT_LANGUAGE[language]);
  doc.setCreationDate(SEED_PDF_DATE);
  doc.setModificationDate(SEED_PDF_DATE);

  const [pageW, pageH] = A4;
  const textW = pageW - 2 * MARGIN_X;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const wrap = (text: string, font: PDFFont, size: number, maxWidth: number) =>
    breakLines(checked(text), (s) => font.widthOfTextAtSize(s, size), maxWidth);

  function addPage(first: boolean): void {
    page = doc.addPage(A4);
    pages.push(page);
    y = pageH - MARGIN_TOP;
    if (first) return;
    const running = truncate(title, regular, FOOTER_SIZE, textW);
    page.drawText(running, { x: MARGIN_X, y: pageH - 40, size: FOOTER_SIZE, font: regular, color: MUTED });
    page.drawLine({ start: { x: MARGIN_X, y: pageH - 46 }, end: { x: pageW - MARGIN_X, y: pageH - 46 }, thickness: 0.5, color: RULE });
  }

  function ensureRoom(height: number): void {
    if (y - height < MARGIN_BOTTOM) addPage(false);
  }

  addPage(true);

  // Title block.
  page.drawRectangle({ x: MARGIN_X, y: y + 10, width: 48, height: 4, color: BRAND });
  y -= TITLE_SIZE;
  for (const row of wrap(title, bold, TITLE_SIZE, textW)) {
    ensureRoom(TITLE_LEADING);
    page.drawText(row, { x: MARGIN_X, y, size: TITLE_SIZE, font: bold, color: INK });
    y -= TITLE_LEADING;
  }
  page.drawText(SEED_PDF_AUTHOR[language], { x: MARGIN_X, y: y + 4, size: 9, font: regular, color: MUTED });
  y -= 12;
  page.drawLine({ start: { x: MARGIN_X, y }, end: { x: pageW - MARGIN_X, y }, thickness: 0.8, color: RULE });
  y -= 22;

  // Body.
  for (const raw of pdf.lines[language]) {
    const text = raw.trimEnd();
    if (text.trim() === '') {
      y -= BODY_LEADING * 0.6;
      continue;
    }
    if (text.startsWith('## ')) {
      const rows = wrap(text.slice(3).trim(), bold, HEADING_SIZE, textW);
      // Keep a heading together with at least one following line.
      ensureRoom(8 + rows.length * (HEADING_SIZE + 6) + BODY_LEADING);
      y -= 8;
      for (const row of rows) {
        page.drawText(row, { x: MARGIN_X, y, size: HEADING_SIZE, font: bold, color: BRAND });
        y -= HEADING_SIZE + 6;
      }
      y -= 2;
      continue;
    }
    const bullet = /^[-•]\s+/.test(text);
    const body = bullet ? text.replace(/^[-•]\s+/, '') : text;
    const indent = bullet ? 14 : 0;
    wrap(body, regular, BODY_SIZE, textW - indent).forEach((row, i) => {
      ensureRoom(BODY_LEADING);
      if (bullet && i === 0) {
        page.drawCircle({ x: MARGIN_X + 4, y: y + 3.6, size: 1.8, color: BRAND });
      }
      page.drawText(row, { x: MARGIN_X + indent, y, size: BODY_SIZE, font: regular, color: INK });
      y -= BODY_LEADING;
    });
    y -= 3;
  }

  // Footers, now that the page count is known.
  const total = pages.length;
  pages.forEach((p, i) => {
    p.drawLine({ start: { x: MARGIN_X, y: 50 }, end: { x: pageW - MARGIN_X, y: 50 }, thickness: 0.5, color: RULE });
    p.drawText(SEED_PDF_AUTHOR[language], { x: MARGIN_X, y: 36, size: FOOTER_SIZE, font: regular, color: MUTED });
    const label = pageLabel[language](i + 1, total);
    const w = regular.widthOfTextAtSize(label, FOOTER_SIZE);
    p.drawText(label, { x: pageW - MARGIN_X - w, y: 36, size: FOOTER_SIZE, font: regular, color: MUTED });
  });

  return doc.save({ useObjectStreams: false });
}

function truncate(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let out = text;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > maxWidth) out = out.slice(0, -1);
  return `${out.trimEnd()}…`;
}
