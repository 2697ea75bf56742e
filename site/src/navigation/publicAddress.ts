import { QUERY_ID_ROUTES, localizedPath, splitLocalizedPath } from '../../../contract/siteRoutes';

interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address to show for a page reached at an internal one. A `?id=` page is pre-rendered at
 * `{route}/{id}`; the CMS answers `{route}?id={id}` with that page's HTML, and the address bar
 * is moved to `{route}/{id}` while Gatsby hydrates that page (browserHooks.ts). Visitors share
 * and bookmark the public form, so it is put back. Null when the address is already public.
 */
export function publicAddress({ pathname, search, hash }: UrlParts): string | null {
  const { language, path } = splitLocalizedPath(pathname);
  for (const route of QUERY_ID_ROUTES) {
    const id = new RegExp(`^${route}/(\\d+)/?$`).exec(path)?.[1];
    if (id === undefined) continue;
    const query = new URLSearchParams(search);
    query.set('id', id);
    return `${localizedPath(route, language)}?${query.toString()}${hash}`;
  }
  return null;
}
