import { QUERY_ID_ROUTES, localizedPath, splitLocalizedPath } from '../../../contract/siteRoutes';
import type { UrlParts } from '../state/language';

/**
 * The item of a pre-rendered `?id=` page's path (without language prefix): `{route}/{id}`, whose
 * public address is `{route}?id={id}`, the one the CMS answers with that page. Null for any other path.
 */
export function queryIdItem(neutralPath: string): { route: string; id: string } | null {
  for (const route of QUERY_ID_ROUTES) {
    const id = new RegExp(`^${route}/(\\d+)/?$`).exec(neutralPath)?.[1];
    if (id !== undefined) return { route, id };
  }
  return null;
}

/**
 * The address to show for a page reached at an internal one. A `?id=` page is pre-rendered at
 * `{route}/{id}`; the CMS answers `{route}?id={id}` with that page's HTML, and the address bar
 * is moved to `{route}/{id}` while Gatsby hydrates that page (browserHooks.ts). Visitors share
 * and bookmark the public form, so it is put back. Null when the address is already public.
 */
export function publicAddress({ pathname, search, hash }: UrlParts): string | null {
  const { language, path } = splitLocalizedPath(pathname);
  const item = queryIdItem(path);
  if (item === null) return null;
  const query = new URLSearchParams(search);
  query.set('id', item.id);
  return `${localizedPath(item.route, language)}?${query.toString()}${hash}`;
}
