/**
 * What the site's search indexes, marked in the pages' HTML for Pagefind, which the publish runs
 * over each release (build/publish/searchIndex.ts). Only marked content is indexed: the header,
 * footer, menus and the lists' controls of every page stay out of the results.
 */

/** The kinds results are grouped by, in the order the search shows them. */
export const SEARCH_KINDS = ['cases', 'news', 'products', 'jobs', 'investors'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The Pagefind filter that carries a page's kind into its results. */
export const KIND_FILTER = 'kind';

/**
 * Attributes of an element holding a page's searchable content of `kind`. `title` names the
 * result when the page's own heading is outside the content (a list under its page's hero).
 */
export function searchBody(kind: SearchKind, title?: string): Record<string, string> {
  const marks: Record<string, string> = { 'data-pagefind-body': '', 'data-pagefind-filter': `${KIND_FILTER}:${kind}` };
  if (title) marks['data-pagefind-meta'] = `title:${title}`;
  return marks;
}

/** Attributes of a part of marked content that is navigation, not content (back links, neighbours). */
export const SEARCH_IGNORE: Record<string, string> = { 'data-pagefind-ignore': '' };
