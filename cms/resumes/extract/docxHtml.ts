import { assertZipExpandsWithin } from '../parsing/zipExpansion';
import { loadMammoth } from './extractorLibraries';

/**
 * A DOCX as HTML (headings, paragraphs, lists, tables, pictures as data URIs), via mammoth,
 * imported on first use. mammoth expands entries without bound, so the archive is first
 * expanded within the limits. The HTML is mammoth's, unsanitised: links keep their targets.
 */
export async function convertDocxToHtml(bytes: Uint8Array): Promise<string> {
  await assertZipExpandsWithin(bytes);
  const mammoth = await loadMammoth();
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return result.value;
}
