import { ROUTES, localizedPath, type SiteLanguage } from '../../../../../contract/siteRoutes';
import { headCopy, type CompanyContact, type PageBasics } from '../pageBasics';
import { breadcrumbListNode } from './breadcrumbList';
import { graphOf, type JsonLdNode } from './jsonLd';
import { organizationNode, organizationReference } from './organization';
import { trailTo } from './pageTrail';
import { pageAddress, type SiteFacts } from './siteFacts';
import { webSiteNode } from './webSite';

/** A page's own nodes (its article, job, products, reviews…), built with what SeoHead knows of the site. */
export type PageNodes = (site: SiteFacts) => readonly JsonLdNode[];

export interface PageGraphOptions {
  basics: PageBasics;
  language: SiteLanguage;
  /** The page's path without language prefix, as its canonical address has it (`/caseDetails?id=3`). */
  neutralPath: string;
  /** The page's own name (the last crumb); none on the home page. */
  pageTitle?: string;
  siteUrl: string;
  /** Pages kept out of search results (shells, 404, preview) have no trail. */
  noIndex?: boolean;
  nodes?: PageNodes;
  /** The company's phones, address and stock code, on the page that gives them (the home page). */
  companyContact?: CompanyContact | null;
}

/**
 * Every page's structured data: the web site, the trail from the home page to the page (below the
 * home page), and the page's own nodes; on the page that gives the company's contact facts (the
 * home page, where Google looks for it) the company itself. Elsewhere nodes name the company by
 * its `@id`, name, address and logo. None without the site settings (the company's name is in them).
 */
export function pageGraph({ basics, language, neutralPath, pageTitle, siteUrl, noIndex, nodes, companyContact }: PageGraphOptions): JsonLdNode | null {
  const company = basics.settings;
  if (!company?.companyName) return null;
  const homeAddress = `${siteUrl}${localizedPath(ROUTES.home, language)}`;
  const site: SiteFacts = { siteUrl, language, organization: organizationReference(siteUrl, homeAddress, company) };
  const otherNames = basics.companyNames.nodes.filter((node) => node.language !== language).map((node) => node.companyName);
  const graph: JsonLdNode[] = [
    ...(companyContact ? [organizationNode({ siteUrl, language, homeAddress, company: { ...company, ...companyContact }, otherNames })] : []),
    webSiteNode(site, homeAddress, { name: company.companyName, alternateName: company.companyShortName }),
  ];
  if (pageTitle && !noIndex && neutralPath !== ROUTES.home) {
    graph.push(
      breadcrumbListNode([
        { name: headCopy(basics, 'titles', 'home.title'), url: homeAddress },
        ...trailTo(neutralPath).map((step) => ({ name: headCopy(basics, 'titles', step.titleKey), url: pageAddress(site, step.path) })),
        { name: pageTitle, url: pageAddress(site, neutralPath) },
      ]),
    );
  }
  graph.push(...(nodes?.(site) ?? []));
  return graphOf(graph);
}
