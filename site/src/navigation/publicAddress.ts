import { QUERY_ID_ROUTES, localizedPath, splitLocalizedPath } from '../../../contract/siteRoutes';

interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address to show for a page reached at an internal one. A `?id=` page is pre-rendered at
 * `{route}/{id}`; the CMS answers `{route}?id={id}` with that page's HTML, and Gatsby, whose page
 * it is, moves the address bar to `{route}/{id}` before hydrating. Visitors share and bookmark
 * the public form, so it is put back. Null when the address is already the public one.
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
