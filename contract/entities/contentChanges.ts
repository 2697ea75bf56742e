/**
 * `internal/contentChanges`: per table of what the site shows (`site_setting`, `product`,
 * `job`…), the ISO 8601 time of its last write. The site's build dates the pages that show no
 * single article by the tables they read, never by the time it runs.
 */
export type ContentChanges = Record<string, string>;
