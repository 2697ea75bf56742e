import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { SeedPdf } from '../content/types';

/**
 * Seed documents (reports, announcements, brochures) generated with pdf-lib at seed time.
 *
 * Layout: A4 portrait; the title in Helvetica-Bold under a thin coloured rule; the lines in
 * Helvetica, word-wrapped and paginated; a running title on the pages after the first; a footer
 * with the company's English name and "Page n of N". A few line conventions help structure:
 * an empty string is a paragraph gap, a line starting with `## ` is a sub-heading, and a line
 * starting with `- ` is a bullet with a hanging indent.
 *
 * The output is deterministic: fixed creation and modification dates, producer and creator.
 */

export const SEED_PDF_AUTHOR = 'Yunzhan Intralogistics Technology Co., Ltd.';
/** Creation and modification date of every seed PDF, so the bytes never change between runs. */
export const SEED_PDF_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 60;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 72;
const BODY_SIZE = 10.5;
const BODY_LEADING = 15.5;
const HEADING_SIZE = 12.5;
const TITLE_SIZE = 19;
const TITLE_LEADING = 24;
const FOOTER_SIZE = 8.5;

const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.42, 0.46, 0.52);
const BRAND = rgb(0.09, 0.36, 0.63);
const RULE = rgb(0.8, 0.84, 0.89);

export async function makeSeedPdf(pdf: SeedPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const title = sanitise(pdf.title.trim() || pdf.fileName, bold);
  doc.setTitle(title);
  doc.setAuthor(SEED_PDF_AUTHOR);
  doc.setSubject(title);
  doc.setKeywords(['Yunzhan', 'intralogistics']);
  doc.setCreator(SEED_PDF_AUTHOR);
  doc.setProducer('pdf-lib (seed)');
  doc.setLanguage('en');
  doc.setCreationDate(SEED_PDF_DATE);
  doc.setModificationDate(SEED_PDF_DATE);

  const [pageW, pageH] = A4;
  const textW = pageW - 2 * MARGIN_X;
  const pages: PDFPage[] = [];
  let page: PDFPage = addPage();
  let y = pageH - MARGIN_TOP;

  function addPage(): PDFPage {
    const p = doc.addPage(A4);
    pages.push(p);
    if (pages.length > 1) {
      // Running title.
      const running = truncate(title, regular, FOOTER_SIZE, textW);
      p.drawText(running, { x: MARGIN_X, y: pageH - 40, size: FOOTER_SIZE, font: regular, color: MUTED });
      p.drawLine({ start: { x: MARGIN_X, y: pageH - 46 }, end: { x: pageW - MARGIN_X, y: pageH - 46 }, thickness: 0.5, color: RULE });
    }
    return p;
  }

  function ensureRoom(height: number): void {
    if (y - height < MARGIN_BOTTOM) {
      page = addPage();
      y = pageH - MARGIN_TOP;
    }
  }

  // Title block.
  page.drawRectangle({ x: MARGIN_X, y: y + 10, width: 48, height: 4, color: BRAND });
  y -= TITLE_SIZE;
  for (const row of wrap(title, bold, TITLE_SIZE, textW)) {
    ensureRoom(TITLE_LEADING);
    page.drawText(row, { x: MARGIN_X, y, size: TITLE_SIZE, font: bold, color: INK });
    y -= TITLE_LEADING;
  }
  page.drawText(SEED_PDF_AUTHOR, { x: MARGIN_X, y: y + 4, size: 9, font: regular, color: MUTED });
  y -= 12;
  page.drawLine({ start: { x: MARGIN_X, y }, end: { x: pageW - MARGIN_X, y }, thickness: 0.8, color: RULE });
  y -= 22;

  // Body.
  for (const raw of pdf.lines) {
    const text = raw.replace(/\s+$/, '');
    if (text.trim() === '') {
      y -= BODY_LEADING * 0.6;
      continue;
    }
    if (text.startsWith('## ')) {
      const rows = wrap(sanitise(text.slice(3).trim(), bold), bold, HEADING_SIZE, textW);
      // Keep a heading together with at least one following line.
      ensureRoom(8 + rows.length * (HEADING_SIZE + 5) + BODY_LEADING);
      y -= 8;
      for (const row of rows) {
        page.drawText(row, { x: MARGIN_X, y, size: HEADING_SIZE, font: bold, color: BRAND });
        y -= HEADING_SIZE + 5;
      }
      y -= 2;
      continue;
    }
    const bullet = /^[-•]\s+/.test(text);
    const body = sanitise(bullet ? text.replace(/^[-•]\s+/, '') : text, regular);
    const indent = bullet ? 14 : 0;
    const rows = wrap(body, regular, BODY_SIZE, textW - indent);
    rows.forEach((row, i) => {
      ensureRoom(BODY_LEADING);
      if (bullet && i === 0) {
        page.drawCircle({ x: MARGIN_X + 4, y: y + 3.4, size: 1.8, color: BRAND });
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
    p.drawText(SEED_PDF_AUTHOR, { x: MARGIN_X, y: 36, size: FOOTER_SIZE, font: regular, color: MUTED });
    const label = `Page ${i + 1} of ${total}`;
    const w = regular.widthOfTextAtSize(label, FOOTER_SIZE);
    p.drawText(label, { x: pageW - MARGIN_X - w, y: 36, size: FOOTER_SIZE, font: regular, color: MUTED });
  });

  return doc.save({ useObjectStreams: false });
}

/** Greedy word wrap; words wider than the line are split by characters. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const rows: string[] = [];
  let current = '';
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) rows.push(current);
    if (width(word) <= maxWidth) {
      current = word;
      continue;
    }
    let piece = '';
    for (const ch of word) {
      if (width(piece + ch) > maxWidth && piece) {
        rows.push(piece);
        piece = '';
      }
      piece += ch;
    }
    current = piece;
  }
  if (current) rows.push(current);
  return rows.length > 0 ? rows : [''];
}

function truncate(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let out = text;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > maxWidth) out = out.slice(0, -1);
  return `${out.trimEnd()}...`;
}

const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2248': '~',
  '\u00b5': 'u',
  '\u3001': ', ',
  '\uff0c': ', ',
  '\u3002': '. ',
  '\uff1a': ': ',
  '\uff08': '(',
  '\uff09': ')',
};

/**
 * The standard fonts encode WinAnsi only: map the usual typographic characters to what they can
 * draw, and anything else to '?', rather than letting pdf-lib throw.
 */
function sanitise(text: string, font: PDFFont): string {
  let out = '';
  for (const ch of text) {
    const mapped = REPLACEMENTS[ch] ?? ch;
    if (mapped !== ch) {
      out += mapped;
      continue;
    }
    if (ch === '\t') {
      out += '    ';
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20) continue;
    try {
      font.encodeText(ch);
      font.widthOfTextAtSize(ch, 10);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}
