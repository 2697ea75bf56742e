import { splitLocalizedPath } from '../siteRoutes';

/**
 * The site's preview page: a client-only page of the built site that shows an item's working copy
 * (its draft) with the site's own components, for the back office to frame. Never listed in the
 * sitemap, `noindex` in its head and in its answer's headers.
 */
export const PREVIEW_PATH = '/preview';

/** Whether a served path (`/en-US/preview`, `/preview/`) is the preview page in either language. */
export function isPreviewPath(pathname: string): boolean {
  return splitLocalizedPath(pathname.replace(/\/$/, '') || '/').path === PREVIEW_PATH;
}
