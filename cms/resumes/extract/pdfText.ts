import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { RESUME_PARSE_MAX_PAGES } from '../parsing/resumeParseLimits';
import { loadPdfjs } from './extractorLibraries';

/** Items whose baselines differ by less than this (in PDF units) are on the same line. */
const SAME_LINE_TOLERANCE = 2;

/**
 * The text of the first pages (the contact details are on them; later pages are not read, so a
 * document of thousands of pages costs no more than a short one), a line break wherever the
 * baseline moves.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfjs();
  const loadingTask = pdfjs.getDocument({
    // pdfjs refuses Node Buffers and may transfer (detach) the array it is given: pass a copy.
    data: new Uint8Array(bytes),
    // Node has no FontFace, and reading text needs no glyphs: no font loading, no system fonts,
    // and no standardFontDataUrl (text in the 14 standard fonts maps to Unicode without it).
    disableFontFace: true,
    useSystemFonts: false,
    // Fonts in uploaded files must never be compiled to JavaScript (defence in depth after CVE-2024-4367).
    isEvalSupported: false,
    // Errors only reach the caller as a rejected promise; pdfjs must not write to the console.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  // No workerSrc is set: in Node, pdfjs then parses in this thread (its "fake worker").
  try {
    const pdf = await loadingTask.promise;
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(pdf.numPages, RESUME_PARSE_MAX_PAGES); pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      pages.push(joinTextItems(content.items.filter((item): item is TextItem => 'str' in item)));
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await loadingTask.destroy();
  }
}

function joinTextItems(items: readonly TextItem[]): string {
  let text = '';
  let lastBaseline: number | null = null;
  for (const item of items) {
    const baseline = item.transform[5] as number;
    if (lastBaseline !== null && Math.abs(baseline - lastBaseline) > SAME_LINE_TOLERANCE && !text.endsWith('\n')) {
      text += '\n';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    lastBaseline = baseline;
  }
  return text;
}
