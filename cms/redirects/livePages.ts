import fs from 'node:fs/promises';
import path from 'node:path';
import { QUERY_ID_ROUTES, splitLocalizedPath } from '../../contract/siteRoutes';

const isFile = async (file: string) => (await fs.stat(file).catch(() => null))?.isFile() ?? false;
const isFolder = async (folder: string) => (await fs.stat(folder).catch(() => null))?.isDirectory() ?? false;

/**
 * Whether the live release (`siteDir`, the pointer, resolved once) answers `address` with a page:
 * its built page, or for a `?id=` address the item's pre-rendered one (cms/serving/sitePlugin.ts
 * serves them so). A prefix's target need only be a folder of the release, since the paths below
 * it are the visitors'. False while there is no live release.
 */
export async function isLivePage(siteDir: string, address: string, match: 'exact' | 'prefix'): Promise<boolean> {
  const dir = await fs.realpath(siteDir).catch(() => null);
  if (!dir) return false;
  const url = new URL(address, 'https://site');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname).replace(/(.)\/$/, '$1');
  } catch {
    return false;
  }
  // An escaped slash can make a `..` the URL parser left alone: nothing outside the release is a page.
  if (pathname.split('/').includes('..')) return false;
  const id = url.searchParams.get('id');
  if (id !== null && QUERY_ID_ROUTES.includes(splitLocalizedPath(pathname).path)) {
    return /^\d{1,12}$/.test(id) && isFile(path.join(dir, pathname, id, 'index.html'));
  }
  if (match === 'prefix' && (await isFolder(path.join(dir, pathname)))) return true;
  return (await isFile(path.join(dir, pathname, 'index.html'))) || isFile(path.join(dir, `${pathname}.html`));
}
