import type { ApiLanguage } from './language';
import type { ROUTES } from './siteRoutes';

/** A page of the site named by its route (`home`, `productCenter`…); the back office words it. */
export type SitePageName = keyof typeof ROUTES;

/**
 * The page of the site a lead was sent from, as the back office names it: the case or job a
 * `?id=` page showed (with its title, in the page's language), or one of the site's pages. The lead's `source` keeps the
 * full address beside it.
 */
export type LeadSourcePage =
  | { kind: 'case' | 'job'; id: number; title: string; language: ApiLanguage }
  | { kind: 'page'; page: SitePageName };
