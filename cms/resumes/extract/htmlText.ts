import { decodeText } from './decodeText';
import { decodeHtmlEntities } from './htmlEntities';

/** Where `<meta charset>` or its http-equiv form must appear, per the HTML spec's prescan. */
const CHARSET_PRESCAN_BYTES = 1024 * 16;

/**
 * The visible text of HTML bytes. The charset comes from the enclosing MIME part when there is
 * one, else from the page's own `<meta>` declaration, else it is guessed (see decodeText).
 */
export function htmlBytesToText(bytes: Uint8Array, declaredCharset?: string): string {
  return htmlToText(decodeHtmlBytes(bytes, declaredCharset));
}

/** HTML bytes as a string, in the charset found as {@link htmlBytesToText} finds it. */
export function decodeHtmlBytes(bytes: Uint8Array, declaredCharset?: string): string {
  return decodeText(bytes, declaredCharset ?? metaCharsetOf(bytes));
}

function metaCharsetOf(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, CHARSET_PRESCAN_BYTES)).toString('latin1');
  return /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/** Elements whose content is never shown as text. */
const INVISIBLE_ELEMENTS = /<(head|script|style|noscript|template|xml|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that start a new line when rendered, so that labels and values stay on their own lines. */
const LINE_BREAKING_TAGS = /<\/?(?:br|p|div|li|ul|ol|tr|table|thead|tbody|h[1-6]|dt|dd|dl|section|article|header|footer|aside|nav|blockquote|pre|hr|address|caption|form|fieldset|legend)\b[^>]*>/gi;
/** Table cells stay on their row's line, kept apart from each other. */
const CELL_TAGS = /<\/?(?:td|th)\b[^>]*>/gi;
/** Any other tag, including attributes quoted with `>` inside and `<![if ...]>` from Word HTML. */
const ANY_TAG = /<[!?/]?[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>|<!\[[^\]]*\]>/gi;

function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(INVISIBLE_ELEMENTS, '')
    // Whitespace in the source renders as one space; only the tags below break lines.
    .replace(/\s+/g, ' ')
    .replace(LINE_BREAKING_TAGS, '\n')
    .replace(CELL_TAGS, '\t')
    .replace(ANY_TAG, '');
  return decodeHtmlEntities(text);
}
