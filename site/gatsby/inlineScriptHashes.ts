import { createHash } from 'node:crypto';

/**
 * A script element's text ends at the first `</script` whatever surrounds it (the HTML parser's
 * rule), so this reads exactly the text the browser hashes, once the parser's newline
 * normalisation (CR LF and CR become LF) is applied. Elements with `src` have no text.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/**
 * A script whose type is neither empty, a JavaScript MIME type nor `module` is a data block (the
 * pages' JSON-LD, `application/ld+json`): the browser never runs it, so the policy does not
 * govern it and lists no hash for it (HTML's "prepare the script element").
 */
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const RUNS = /^(?:|module|(?:application|text)\/(?:x-)?(?:java|ecma)script(?:1\.[0-5])?|text\/jscript|text\/livescript)$/i;
const isDataBlock = (attributes: string) => {
  const match = TYPE.exec(attributes);
  return match !== null && !RUNS.test((match[1] ?? match[2] ?? match[3] ?? '').trim());
};

/** The CSP hash sources of the inline scripts of one HTML page, in page order, without repeats; data blocks have none. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '') || isDataBlock(attributes ?? '') || !text) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
