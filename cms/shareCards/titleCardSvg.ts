import { SHARE_CARD_SIZE } from '../../contract/shareCard';

/** What a title card shows. */
export interface TitleCard {
  /** The page's own name, drawn large (the company's name on the home page). */
  heading: string;
  company: string;
  /** The site's host, drawn at the foot. */
  host: string;
}

const MARGIN = 80;
const HEADING_SIZE = 64;
const HEADING_LINES = 3;
/** Noto Sans CJK holds Chinese and Latin glyphs alike (Debian's fonts-noto-cjk, scripts/system-deps.sh). */
const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width of a character in ems, near enough to break lines: ideographs are square, Latin about half. */
const widthOf = (character: string) => (/[\u2e80-\uffef]/.test(character) ? 1 : character === ' ' ? 0.3 : 0.56);

/**
 * The heading broken into lines that fit the card: between words in Latin text, between any two
 * ideographs in Chinese (SVG text does not wrap by itself). A heading longer than the lines ends
 * with an ellipsis.
 */
export function headingLines(heading: string, maxEms = (SHARE_CARD_SIZE.width - 2 * MARGIN) / HEADING_SIZE, maxLines = HEADING_LINES): string[] {
  const tokens = heading.match(/[\u2e80-\uffef]|[^\s\u2e80-\uffef]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  let ems = 0;
  for (const token of tokens) {
    const tokenEms = [...token].reduce((sum, character) => sum + widthOf(character), 0);
    if (ems + tokenEms > maxEms && line.trim()) {
      lines.push(line.trim());
      line = '';
      ems = 0;
      if (/^\s+$/.test(token)) continue;
    }
    line += token;
    ems += tokenEms;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${[...kept[maxLines - 1]!].slice(0, -1).join('')}…`;
  return kept;
}

/** The card as SVG, rendered to PNG by the build (shareCardImages.ts). */
export function titleCardSvg({ heading, company, host }: TitleCard): string {
  const { width, height } = SHARE_CARD_SIZE;
  const lines = headingLines(heading);
  const lineHeight = HEADING_SIZE * 1.3;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 + HEADING_SIZE / 3;
  const text = lines
    .map((line, index) => `<text x="${MARGIN}" y="${Math.round(top + index * lineHeight)}" font-size="${HEADING_SIZE}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${escapeXml(FONT)}">`
    + '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a3b8c"/><stop offset="1" stop-color="#0f6fd1"/></linearGradient></defs>'
    + `<rect width="${width}" height="${height}" fill="url(#b)"/>`
    + `<rect x="${MARGIN}" y="${MARGIN}" width="72" height="8" fill="#f5a623"/>`
    + `<text x="${MARGIN}" y="${MARGIN + 56}" font-size="32" fill="#dce8fa">${escapeXml(company)}</text>`
    + text
    + `<text x="${MARGIN}" y="${height - MARGIN + 10}" font-size="28" fill="#b8cdee">${escapeXml(host)}</text>`
    + '</svg>';
}
