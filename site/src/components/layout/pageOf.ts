import { splitLocalizedPath } from '../../../../contract/siteRoutes';

/** The path's language and its path without prefix or trailing slash. */
export function pageOf(pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return splitLocalizedPath(trimmed || '/');
}
