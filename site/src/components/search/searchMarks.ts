/**
 * What the site's search indexes, marked in the pages' HTML for Pagefind, which the publish runs
 * over each release (cms/publishing/searchIndex/searchIndex.ts). Only marked content is indexed: the header,
 * footer, menus and the lists' controls of every page stay out of the results.
 */

/** The kinds results are grouped by, in the order the search shows them. */
export const SEARCH_KINDS = ['cases', 'news', 'products', 'jobs', 'investors'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The Pagefind filter that carries a page's kind into its results. */
export const KIND_FILTER = 'kind';

/** Attributes of the element holding the searchable content of a page of `kind` (a case, a job). */
export function searchBody(kind: SearchKind): Record<string, string> {
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `${KIND_FILTER}:${kind}` };
}

/** Pagefind's attribute marking a part that is not content; items indexed on their own (below) honour it too. */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-pagefind-ignore';

/** Attributes of a part of marked content that is navigation, not content (back links, neighbours). */
export const SEARCH_IGNORE: Record<string, string> = { [SEARCH_IGNORE_ATTRIBUTE]: '' };

/** The attribute naming the kind of an item indexed on its own (below). */
export const SEARCH_ITEM = 'data-search-item';
/** The attribute naming such an item's result. */
export const SEARCH_ITEM_TITLE = 'data-search-title';
/** The attribute holding the query its page needs to show the item (a tab: `?tab=…`). */
export const SEARCH_ITEM_QUERY = 'data-search-query';

/**
 * Attributes of one item of a list page (a news item, an investor document, a product section),
 * indexed as a result of its own that links to the item's `id` on the page: a list page as one
 * result would send the visitor to the top of a long list, and its passages would be the whole
 * list's, downloaded with every search that finds it (cms/publishing/searchIndex/searchItems.ts).
 */
export function searchItem(kind: SearchKind, title: string, query?: string): Record<string, string> {
  return { [SEARCH_ITEM]: kind, [SEARCH_ITEM_TITLE]: title, ...(query ? { [SEARCH_ITEM_QUERY]: query } : {}) };
}
