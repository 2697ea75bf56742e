/**
 * The build's list of the inline scripts of each page, which the CMS allows in the page's
 * Content-Security-Policy. Written beside the pages in the site's output folder.
 */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

/**
 * Page file (relative to the output folder, `/`-separated, e.g. `en-US/home/index.html`) →
 * the CSP hash sources of its inline scripts (`'sha256-…'`).
 */
export type InlineScriptHashes = Record<string, string[]>;
