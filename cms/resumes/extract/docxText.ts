/** The raw text of a DOCX (paragraphs, tables and text boxes), via mammoth, imported on first use. */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return result.value;
}
