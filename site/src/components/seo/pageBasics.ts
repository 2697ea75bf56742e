import { graphql } from 'gatsby';

/**
 * What every page queries besides its own content: the interface copy of its language that the
 * page uses (the namespaces its template names, site/gatsby/pageNamespaces.ts; the shape
 * gatsby-plugin-react-i18next expects), the company's names for the page's title, and the company
 * facts its structured data gives (structuredData/organization.ts), with its name in every language.
 */
export const pageBasicsFragment = graphql`
  fragment PageBasics on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    settings: cmsSettings(language: { eq: $language }) {
      companyName
      companyShortName
      stockCode
      phoneZh
      phoneEn
      serviceHotline
      marketingEmail
      address
      postalCode
    }
    companyNames: allCmsSettings {
      nodes {
        language
        companyName
      }
    }
  }
`;

export type PageBasics = Queries.PageBasicsFragment;

/**
 * Reads one message from the page's locale data. Head renders outside the i18next provider,
 * so it cannot use `t`.
 */
export function headCopy(basics: PageBasics, ns: string, key: string): string {
  const edge = basics.locales.edges.find(({ node }) => node.ns === ns);
  if (!edge?.node.data) return key;
  const value = key.split('.').reduce<unknown>(
    (current, part) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined),
    JSON.parse(edge.node.data),
  );
  return typeof value === 'string' ? value : key;
}
