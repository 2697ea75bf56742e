import { localizedPath, type SiteLanguage } from '../../../../../contract/siteRoutes';
import type { JsonLdNode } from './jsonLd';

/** What every builder needs of the site around the page: its address, the page's language and the company. */
export interface SiteFacts {
  /** The site's origin as the build writes it into canonical URLs (GATSBY_SITE_URL), without a trailing slash. */
  siteUrl: string;
  language: SiteLanguage;
  /** The company as other nodes name it (publisher, hiring organisation, item reviewed). */
  organization: JsonLdNode;
}

/** The absolute address of a page in the page's language, from its path without language prefix. */
export const pageAddress = (site: SiteFacts, neutralPath: string) => `${site.siteUrl}${localizedPath(neutralPath, site.language)}`;

/** The absolute address of a file the site or the CMS serves (`/cms/static/…`), or an address already absolute. */
export const fileAddress = (site: SiteFacts, path: string) => (/^https?:\/\//.test(path) ? path : `${site.siteUrl}${path}`);
