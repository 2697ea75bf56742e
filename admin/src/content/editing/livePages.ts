import { toApiLanguage, type ApiLanguage } from '../../../../contract/language';
import { hasContentIn, localizedPath, ROUTES, SITE_LANGUAGES, type SiteLanguage } from '../../../../contract/siteRoutes';

/**
 * The site's page that shows an item of each resource: a case's and a job's page of their own
 * (`?id=`), else the page that lists the items of the section. Kinds shown only as parts of other
 * pages (tags, reviews, links, locations, products, settings) have none.
 */
const PAGES: Record<string, (id: number) => string> = {
  'content/cases': (id) => `${ROUTES.caseDetails}?id=${id}`,
  'content/jobs': (id) => `${ROUTES.joinUsDetails}?id=${id}`,
  'content/journalism': () => `${ROUTES.aboutUs}/journalism`,
  'content/certification': () => `${ROUTES.aboutUs}/certification`,
  'content/investor': () => ROUTES.investorNews,
  'content/downloads': () => `${ROUTES.aboutUs}/downloadCenter`,
  'content/videos': () => `${ROUTES.aboutUs}/videoDetails`,
};

export interface LivePage {
  language: SiteLanguage;
  /** The page's path on the site, which the CMS serves on the back office's own origin. */
  path: string;
}

/**
 * Where a published item is seen on the site, in each language it is written in and the page
 * exists in; none while it is unpublished or for a kind without a page. A job's English page is
 * left out: it exists only while English careers are on, a setting HR cannot read.
 */
export function livePages(resource: string, id: number, status: { published: boolean; missingLanguages: readonly ApiLanguage[] }): LivePage[] {
  const page = PAGES[resource];
  if (!page || !status.published) return [];
  const path = page(id);
  return SITE_LANGUAGES.filter((language) => !status.missingLanguages.includes(toApiLanguage(language)) && hasContentIn(path.split('?')[0]!, language, false)).map((language) => ({
    language,
    path: localizedPath(path, language),
  }));
}
