/** The case browser's text options, as a placeholder's `data-*` attributes (camelCased) give them. */
export interface CasesOptions {
  /** The category it is pinned to (its path name). */
  category?: string;
  /** The site's origin the case links go to; the CMS origin by default. */
  detailBaseUrl?: string;
  /** Comma-separated tag ids a listing is narrowed to. */
  tagIds?: string;
}
