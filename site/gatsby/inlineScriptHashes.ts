import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE, type InlineScriptHashes } from '../../contract/inlineScriptHashes';

/**
 * A script element's text ends at the first `</script` whatever surrounds it (the HTML parser's
 * rule), so this reads exactly the text the browser hashes, once the parser's newline
 * normalisation (CR LF and CR become LF) is applied. Elements with `src` have no text.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The CSP hash sources of the inline scripts of one HTML page, in page order, without repeats. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '') || !text) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Gatsby writes three inline scripts into every page (its page path, chunk map and compilation
 * hash); the CMS allows each page exactly its own, so no per-request nonce is needed and the
 * pages stay static files. Answers how many pages were listed.
 */
export async function writeInlineScriptHashes(publicDir: string): Promise<number> {
  const manifest: InlineScriptHashes = {};
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hashes = inlineScriptHashesOf(await fs.readFile(file, 'utf8'));
    if (hashes.length > 0) manifest[path.relative(publicDir, file).split(path.sep).join('/')] = hashes;
  }
  // A CMS serving the previous build reads the list meanwhile: it must never see half of it.
  const target = path.join(publicDir, INLINE_SCRIPT_HASHES_FILE);
  await fs.writeFile(`${target}.tmp`, JSON.stringify(manifest));
  await fs.rename(`${target}.tmp`, target);
  return Object.keys(manifest).length;
}
