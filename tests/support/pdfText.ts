// What a PDF says and which fonts it carries, read back the way a reader would, for tests of served documents.
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractPdfText } from '../../cms/resumes/extract/pdfText';

/** The BaseFont names of the document's composite (Type0) fonts and of any other font but their descendants. */
export async function fontNames(bytes: Uint8Array): Promise<{ type0: string[]; other: string[] }> {
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

/** Whether the document embeds a font program (a file a reader draws with rather than its own). */
export async function embedsFontProgram(bytes: Uint8Array): Promise<boolean> {
  const doc = await PDFDocument.load(bytes);
  return doc.context.enumerateIndirectObjects().some(([, object]) =>
    object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor')
    && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.has(PDFName.of(key))));
}

export const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** The document's text as the resume parser reads it (its first pages), without any white space. */
export const compactText = async (bytes: Uint8Array) => withoutSpaces(await extractPdfText(bytes));
