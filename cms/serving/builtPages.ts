import fs from 'node:fs/promises';
import path from 'node:path';
import { localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { servedOverlay } from './quickOverlay';

/**
 * How an address of the site finds its file in a built release (and in the quick overlay served
 * over it): what the site plugin serves, the page a share card is drawn for
 * (cms/shareCards/shareCardsPlugin.ts), and what a redirect's target is checked against
 * (cms/redirects/livePages.ts), so they agree.
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

/**
 * The live site as one request reads it: the release its pointer names, resolved once, and the
 * quick overlay served over that release (quickOverlay.ts), which holds the pages edited since
 * its build.
 */
export interface LiveSite {
  dir: string;
  overlay: string | null;
}

/** A file of the live site, and the folder it is read from: the overlay when it holds it, else the release. */
export interface Found {
  root: string;
  file: string;
}

/** The live site behind `siteDir` (a release or its pointer), or null before the first release. */
export async function liveSite(siteDir: string): Promise<LiveSite | null> {
  const dir = await fs.realpath(siteDir).catch(() => null);
  return dir === null ? null : { dir, overlay: await servedOverlay(dir) };
}

/** `relative` in the overlay, else in the release; null when neither holds it. */
export function locateFile(site: LiveSite, relative: string): Promise<Found | null> {
  return firstIn(site, async (root) => ((await isFile(root, relative)) ? relative : null));
}

/** The page at `pagePath` (see pageFile) in the overlay, else in the release. */
export function locatePage(site: LiveSite, pagePath: string): Promise<Found | null> {
  return firstIn(site, (root) => pageFile(root, pagePath));
}

async function firstIn(site: LiveSite, find: (root: string) => Promise<string | null>): Promise<Found | null> {
  for (const root of site.overlay ? [site.overlay, site.dir] : [site.dir]) {
    const file = await find(root);
    if (file) return { root, file };
  }
  return null;
}
