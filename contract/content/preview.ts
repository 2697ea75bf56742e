import { localizedPath, splitLocalizedPath, type SiteLanguage } from '../siteRoutes';
import type { ContentKind } from './kinds';

/**
 * The site's preview page: a client-only page of the built site that shows an item's working copy
 * (its draft) with the site's own components, for the back office to frame. Never listed in the
 * sitemap, `noindex` in its head and in its answer's headers.
 */
export const PREVIEW_PATH = '/preview';

/**
 * The kinds the preview page can show: those with a page of their own on the site, or a block of
 * a page whose look matters (a review's card, a service location, the footer's links and facts).
 * Tags, job categories and work places only sort and filter other items: they have no look of their own.
 */
const PREVIEWABLE_KINDS = [
  'articles',
  'jobs',
  'products',
  'videos',
  'customer-reviews',
  'friendly-links',
  'service-locations',
  'settings',
] as const satisfies readonly ContentKind[];

export type PreviewableKind = (typeof PREVIEWABLE_KINDS)[number];

export function isPreviewable(kind: string): kind is PreviewableKind {
  return (PREVIEWABLE_KINDS as readonly string[]).includes(kind);
}

/** The preview page's address for one item in one of the site's languages. */
export function previewAddress(kind: ContentKind, id: number, language: SiteLanguage): string {
  return `${localizedPath(PREVIEW_PATH, language)}?${new URLSearchParams({ kind, id: String(id) }).toString()}`;
}

/** Whether a served path (`/en-US/preview`, `/preview/`) is the preview page in either language. */
export function isPreviewPath(pathname: string): boolean {
  return splitLocalizedPath(pathname.replace(/\/$/, '') || '/').path === PREVIEW_PATH;
}
