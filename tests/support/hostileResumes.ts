// Hostile uploads, built at test time: what an attacker sends to the resume endpoints.
import { createDeflateRaw } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { zipOf } from './resumeFiles';

/**
 * A PDF of `pageCount` pages, nothing on them but an optional line of text on the first, written
 * without object streams as most generators do (10,000 pages come to about 1 MB).
 */
export async function manyPagePdf(pageCount: number, firstPageText?: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pageCount; page++) pdf.addPage([200, 200]);
  if (firstPageText) pdf.getPage(0).drawText(firstPageText, { x: 10, y: 150, size: 8, font });
  return pdf.save({ useObjectStreams: false });
}

/**
 * A one-page PDF whose page shows `textCount` one-letter strings: a few hundred KB that take pdfjs
 * about a second per 100,000 strings to read.
 */
export async function slowPdf(textCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([600, 800]);
  const contents = pdf.context.register(pdf.context.flateStream('BT /F 1 Tf 10 10 Td (x) Tj ET\n'.repeat(textCount)));
  page.node.set(PDFName.of('Contents'), contents);
  page.node.set(PDFName.of('Resources'), pdf.context.obj({ Font: { F: font.ref } }));
  return pdf.save();
}

/** `byteCount` zero bytes, raw-deflated a megabyte at a time (never held whole in memory). */
export async function deflatedZeros(byteCount: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < byteCount; written += megabyte.length) {
    const chunk = megabyte.subarray(0, Math.min(megabyte.length, byteCount - written));
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

/**
 * A ".docx" whose word/document.xml is `expandedBytes` of zeros: about 1 KB of archive per MB
 * expanded. `declaredSize` lets the archive lie about it.
 */
export async function zipBombDocx(expandedBytes: number, declaredSize = expandedBytes): Promise<Uint8Array> {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES, stored: true, declaredSize: CONTENT_TYPES.length },
    { name: 'word/document.xml', data: await deflatedZeros(expandedBytes), declaredSize: Math.min(declaredSize, 0xffffffff) },
  ]);
}
