import { ROUTES, localizedPath, type SiteLanguage } from '../../../contract/siteRoutes';
import { safeNavigate } from './safeNavigate';

/** The anchor query is pushed 300 ms after arriving on /serviceSupport. */
export const SERVICE_ANCHOR_DELAY_MS = 300;

/** The four sections of /serviceSupport, in the order of its `anchor` query (1 to 4). */
export const SERVICE_SECTIONS = ['system', 'afterSales', 'hotline', 'locations'] as const;
export type ServiceSection = (typeof SERVICE_SECTIONS)[number];
export type ServiceAnchor = 1 | 2 | 3 | 4;

export function serviceSectionUrl(language: SiteLanguage, anchor: ServiceAnchor): string {
  return `${localizedPath(ROUTES.serviceSupport, language)}?anchor=${anchor}`;
}

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Opens a service-support section in two steps: go to /serviceSupport, then push
 * `?anchor=N` 300 ms later (the page scrolls to the section it names). Choosing another section
 * within the delay replaces the pending push.
 */
export function goToServiceSection(
  language: SiteLanguage,
  anchor: ServiceAnchor,
  navigateTo: (to: string) => Promise<void> = safeNavigate,
): void {
  if (pending !== null) clearTimeout(pending);
  void navigateTo(localizedPath(ROUTES.serviceSupport, language));
  pending = setTimeout(() => {
    pending = null;
    void navigateTo(serviceSectionUrl(language, anchor));
  }, SERVICE_ANCHOR_DELAY_MS);
}
