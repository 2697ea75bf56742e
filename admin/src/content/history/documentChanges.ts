import { diffLines, diffWords, type Change } from 'diff';
import type { ContentFormShape } from '../contentFormShape';

/** One field that differs between two documents, its values as text. */
export interface FieldChange {
  /** The field's path in the document: `texts.en.title`, `names.zh`, `tagIds`. */
  path: string;
  before: string;
  after: string;
  html: boolean;
}

/** Every leaf of a document by path; lists as one comma-separated value, a language not written as empty. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) into.set(path, value.join(', '));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  } else into.set(path, value === null || value === undefined ? '' : String(value));
  return into;
}

/** The fields two documents differ in, in the later one's order. */
export function documentChanges(before: unknown, after: unknown, shape: Pick<ContentFormShape, 'htmlFields'>): FieldChange[] {
  const old = leaves(before, '', new Map());
  const next = leaves(after, '', new Map());
  const paths = [...new Set([...next.keys(), ...old.keys()])];
  return paths
    .map((path) => ({ path, before: old.get(path) ?? '', after: next.get(path) ?? '', html: shape.htmlFields.includes(path.split('.').pop()!) }))
    .filter((change) => change.before !== change.after);
}

/** HTML as one tag or text run a line, so that a line diff shows which element changed. */
const htmlLines = (html: string) => html.replace(/></g, '>\n<').concat('\n');

/**
 * How a field changed: HTML line by line; text word by word, words found by the browser's
 * segmenter in the field's language, since Chinese has no spaces between words.
 */
export function changeParts(change: FieldChange, language: string | undefined): Change[] {
  if (change.html) return diffLines(htmlLines(change.before), htmlLines(change.after));
  return diffWords(change.before, change.after, { intlSegmenter: new Intl.Segmenter(language, { granularity: 'word' }) });
}
