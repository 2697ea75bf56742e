import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

/** Elements that start a line of their own where rich text is shown. */
const LINE_ELEMENTS = new Set(['p', 'div', 'br', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'figcaption', 'table']);

function collect(node: Node, lines: string[]): void {
  if (node.nodeName === '#text') {
    lines[lines.length - 1] += (node as DefaultTreeAdapterTypes.TextNode).value;
    return;
  }
  if (!('childNodes' in node)) return;
  const breaks = LINE_ELEMENTS.has(node.nodeName);
  if (breaks) lines.push('');
  for (const child of node.childNodes) collect(child, lines);
  if (breaks) lines.push('');
}

/** The lines of text a string shows, rich text (HTML) or plain, its tags left out and its spaces collapsed. */
function linesOf(text: string): string[] {
  const lines = [''];
  collect(parseFragment(text), lines);
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What a translator reads of one language's text of an item (a title, a summary, rich text,
 * highlights…): every string of it in the document's order, one line per field and per
 * paragraph, without markup. Numbers (a file's id) are not text to translate; a picture's address
 * is a string and counts, a change of picture being one a translation may follow.
 * Formatting alone (bold, a link's address) changes nothing here, so it never makes a translation
 * out of date.
 */
export const sourceTextOf = (text: unknown): string => strings(text).flatMap(linesOf).join('\n');
