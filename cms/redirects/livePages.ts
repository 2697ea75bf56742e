import fs from 'node:fs/promises';
import path from 'node:path';
import { QUERY_ID_ROUTES, splitLocalizedPath } from '../../contract/siteRoutes';
import { isFile, pageFile, prerenderedPage, releasePath } from '../serving/builtPages';

const isFolder = async (folder: string) => (await fs.stat(folder).catch(() => null))?.isDirectory() ?? false;

/**
 * Whether the live release (`siteDir`, the pointer, resolved once) answers `address` with a page,
 * found as the site plugin finds it (cms/serving/builtPages.ts): its built page, or for a `?id=`
 * address the item's pre-rendered one. A prefix's target need only be a folder of the release,
 * since the paths below it are the visitors'. False while there is no live release.
 */
export async function isLivePage(siteDir: string, address: string, match: 'exact' | 'prefix'): Promise<boolean> {
  const dir = await fs.realpath(siteDir).catch(() => null);
  if (!dir) return false;
  const url = new URL(address, 'https://site');
  const pathname = releasePath(url)?.replace(/(.)\/$/, '$1');
  if (pathname === undefined) return false;
  const id = url.searchParams.get('id');
  const { language, path: neutralPath } = splitLocalizedPath(pathname);
  if (id !== null && QUERY_ID_ROUTES.includes(neutralPath)) {
    const prerendered = prerenderedPage(neutralPath, language, id);
    return prerendered !== null && isFile(dir, prerendered);
  }
  if (match === 'prefix' && (await isFolder(path.join(dir, pathname)))) return true;
  return (await pageFile(dir, pathname)) !== null;
}
