import { createHash } from 'node:crypto';

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
