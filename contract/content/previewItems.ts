import { localizedPath, type SiteLanguage } from '../siteRoutes';
import type { ContentKind } from './kinds';
import { PREVIEW_PATH } from './preview';

/**
 * The kinds the preview page can show: those with a page of their own on the site, or a block of
 * a page whose look matters (a review's card, a service location, the footer's links and facts).
 * Tags, job categories and work places only sort and filter other items: they have no look of their own.
 * A module apart from preview.ts, which every page of the site reads (its path): only the
 * preview page and the back office need which items it shows and their addresses.
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
export function previewAddress(kind: PreviewableKind, id: number, language: SiteLanguage): string {
  return `${localizedPath(PREVIEW_PATH, language)}?${new URLSearchParams({ kind, id: String(id) }).toString()}`;
}
