// Hostile uploads, built at test time: what an attacker sends to the resume endpoints.
import { createDeflateRaw } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

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

export interface ZipEntrySpec {
  name: string;
  /** Raw-deflated bytes (method 8), or stored bytes (method 0) when `stored` is set. */
  data: Uint8Array;
  stored?: boolean;
  /** The uncompressed size the archive declares (a bomb may lie); the real one when omitted. */
  declaredSize: number;
}

/** A ZIP archive assembled by hand from ready entries; CRCs are left zero (a reader checks them after expanding). */
export function zipOf(entries: readonly ZipEntrySpec[]): Uint8Array {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]));
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
