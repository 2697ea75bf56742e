import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';

/**
 * A script element's text ends at the first `</script` whatever surrounds it (the HTML parser's
 * rule), so this reads exactly the text the browser hashes, once the parser's newline
 * normalisation (CR LF and CR become LF) is applied. Elements with `src` have no text. Whitespace
 * in tags is HTML's (tab, line feed, form feed, carriage return, space), not JavaScript's `\s`,
 * which also takes U+00A0: a page is matched as Latin-1 text (below), where that is a byte of a
 * multi-byte character.
 */
const INLINE_SCRIPT = /<script(?=[\t\n\f\r />])([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/dgi;
const HAS_SRC = /[\t\n\f\r ]src[\t\n\f\r ]*=/i;
/**
 * A script whose type is neither empty, a JavaScript MIME type nor `module` is a data block (the
 * pages' JSON-LD, `application/ld+json`): the browser never runs it, so the policy does not
 * govern it and lists no hash for it (HTML's "prepare the script element").
 */
const TYPE = /[\t\n\f\r ]type[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]+))/i;
const RUNS = /^(?:|module|(?:application|text)\/(?:x-)?(?:java|ecma)script(?:1\.[0-5])?|text\/jscript|text\/livescript)$/i;
const ASCII_WHITESPACE_AROUND = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
const isDataBlock = (attributes: string) => {
  const match = TYPE.exec(attributes);
  return match !== null && !RUNS.test((match[1] ?? match[2] ?? match[3] ?? '').replace(ASCII_WHITESPACE_AROUND, ''));
};
const CR = 0x0d;

/**
 * The CSP hash sources of the inline scripts of one HTML page, in page order, without repeats; data
 * blocks have none. A page's bytes (UTF-8) are read as Latin-1, one character a byte, which is
 * cheap where decoding UTF-8 is not (every page of a build passes here): the markup the
 * expressions look for is ASCII, and no byte of a multi-byte character is ASCII. A script's
 * bytes are then hashed as they are, being the UTF-8 the browser hashes, unless they need the
 * parser's newline normalisation or are not UTF-8 (the browser hashes what it decoded).
 */
export function inlineScriptHashesOf(page: string | Uint8Array): string[] {
  const bytes = typeof page === 'string' ? Buffer.from(page, 'utf8') : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const hashes = new Set<string>();
  for (const match of bytes.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text] = match;
    if (!text || HAS_SRC.test(attributes) || isDataBlock(attributes)) continue;
    const [start, end] = match.indices![2]!;
    const script = bytes.subarray(start, end);
    const hashed = script.includes(CR) || !isUtf8(script) ? script.toString('utf8').replace(/\r\n?/g, '\n') : script;
    hashes.add(`'sha256-${createHash('sha256').update(hashed).digest('base64')}'`);
  }
  return [...hashes];
}
