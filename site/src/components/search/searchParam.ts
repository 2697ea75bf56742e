/**
 * The query parameter that opens the site search on a page with its term (`/home?q=AGV`): the
 * target of the web site's SearchAction in the structured data, read by the header's search button.
 */
export const SEARCH_PARAM = 'q';

/** The term an address asks the site search for, if any. */
export function searchTermOf(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim();
}
