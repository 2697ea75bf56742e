import { graphql } from 'gatsby';

/** The copy the header and footer use: the `layout` namespace of the slice's language. */
export const layoutLocalesFragment = graphql`
  fragment LayoutLocales on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "layout" } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
