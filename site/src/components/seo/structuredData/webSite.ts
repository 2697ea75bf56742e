import { SEARCH_PARAM } from '../../search/searchParam';
import { withoutEmpty, type JsonLdNode } from './jsonLd';
import type { SiteFacts } from './siteFacts';

/**
 * The web site in the page's language, published by the company, with the search a visitor can
 * start from outside: the home page with `?q=term` opens the site search on that term.
 */
export function webSiteNode(site: SiteFacts, homeAddress: string, names: { name: string; alternateName: string }): JsonLdNode {
  return withoutEmpty({
    '@type': 'WebSite',
    '@id': `${homeAddress}#website`,
    url: homeAddress,
    name: names.name,
    alternateName: names.alternateName !== names.name ? names.alternateName : undefined,
    inLanguage: site.language,
    // The company by reference: its node is on the home page only (pageGraph.ts).
    publisher: site.organization,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${homeAddress}?${SEARCH_PARAM}={search_term_string}` },
      // Google's notation for the template's variable (not a schema.org property).
      'query-input': 'required name=search_term_string',
    },
  });
}
