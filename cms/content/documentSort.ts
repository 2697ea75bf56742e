/**
 * A document's position among its siblings. The kinds the back office reorders have a `sort` in
 * their documents; the others (jobs, the settings) are in no such order and keep their documents.
 */
const hasSort = (document: unknown): document is { sort: number } =>
  typeof document === 'object' && document !== null && typeof (document as { sort?: unknown }).sort === 'number';

/** The document's position (a list row with a draft shows the draft's); 0 for a kind in no order. */
export const sortOf = (document: unknown): number => (hasSort(document) ? document.sort : 0);

/** The document with its position changed (reordering saves drafts); unchanged for a kind in no order. */
export const withSort = <Document>(document: Document, sort: number): Document =>
  hasSort(document) ? { ...document, sort } : document;
