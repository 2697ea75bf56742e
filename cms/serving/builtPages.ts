import fs from 'node:fs/promises';
import path from 'node:path';
import { localizedPath, type SiteLanguage } from '../../contract/siteRoutes';

/**
 * How an address of the site finds its file in a built release: what the site plugin serves, and
 * what a redirect's target is checked against (cms/redirects/livePages.ts), so the two agree.
 */

/** Whether `relative` is a file of the release at `root`. */
export async function isFile(root: string, relative: string): Promise<boolean> {
  const stat = await fs.stat(path.join(root, relative)).catch(() => null);
  return stat?.isFile() ?? false;
}

/**
 * The address's path decoded, as the release's files are named; null when it does not decode or
 * holds a segment starting with a dot: a `..` (an escaped slash can make one the URL parser left
 * alone, and nothing outside the release is a page), or a file the release keeps for itself (its
 * manifest and stamps, which name the server's folders, its renderer, its quick overlays).
 */
export function releasePath(url: URL): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return pathname.split('/').some((segment) => segment.startsWith('.')) ? null : pathname;
}

/**
 * The pre-rendered page of an item's `?id=` address (`path` without language prefix, one of
 * QUERY_ID_ROUTES), or null when the address names no id; the release may not hold it.
 */
export function prerenderedPage(neutralPath: string, language: SiteLanguage, id: string | null): string | null {
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  return `${localizedPath(`${neutralPath}/${id}`, language)}/index.html`;
}

/** The file of the page at `pagePath` (no trailing slash): its folder's `index.html`, else its `.html`; null when neither is built. */
export async function pageFile(root: string, pagePath: string): Promise<string | null> {
  for (const candidate of [`${pagePath}/index.html`, `${pagePath}.html`]) {
    if (await isFile(root, candidate)) return candidate;
  }
  return null;
}
