import { graphql } from 'gatsby';

/**
 * What every page queries besides its own content: the interface copy of its language that the
 * page uses (the namespaces its template names, site/gatsby/pageNamespaces.ts; the shape
 * gatsby-plugin-react-i18next expects), and the company's names, for the page's title and its
 * structured data (structuredData/organization.ts). The company's phones, address and stock code
 * are not among them: a page whose data held them would be built again at each change of a phone
 * number; the home page asks for them (CompanyContact).
 *
 * Both lists are sorted, the copy by namespace: unsorted, Gatsby gives them in the order their
 * nodes were made, and a locale file's nodes are made anew whenever the file is written (an edit,
 * a deploy) or the cache is emptied, which would change every page's data, and so its HTML, with
 * no text changed.
 */
export const pageBasicsFragment = graphql`
  fragment PageBasics on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }, sort: { ns: ASC }) {
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
    }
    companyNames: allCmsSettings(sort: { language: ASC }) {
      nodes {
        language
        companyName
      }
    }
  }
`;

export type PageBasics = Queries.PageBasicsFragment;

/** The company's contact facts and stock code, which the home page's structured data gives. */
export const companyContactFragment = graphql`
  fragment CompanyContact on Query {
    companyContact: cmsSettings(language: { eq: $language }) {
      stockCode
      phoneZh
      phoneEn
      serviceHotline
      marketingEmail
      address
      postalCode
    }
  }
`;

export type CompanyContact = NonNullable<Queries.CompanyContactFragment['companyContact']>;

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
