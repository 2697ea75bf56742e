import { assertZipExpandsWithin } from '../parsing/zipExpansion';
import { loadMammoth } from './extractorLibraries';

/**
 * The raw text of a DOCX (paragraphs, tables and text boxes), via mammoth, imported on first use.
 * mammoth expands entries without bound, so the archive is first expanded within the limits.
 */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  await assertZipExpandsWithin(bytes);
  const mammoth = await loadMammoth();
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return result.value;
}
