import { assertZipExpandsWithin } from '../parsing/zipExpansion';

/**
 * A DOCX as HTML (headings, paragraphs, lists, tables, pictures as data URIs), via mammoth,
 * imported on first use. mammoth expands entries without bound, so the archive is first
 * expanded within the limits. The HTML is mammoth's, unsanitised: links keep their targets.
 */
export async function convertDocxToHtml(bytes: Uint8Array): Promise<string> {
  await assertZipExpandsWithin(bytes);
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return result.value;
}
