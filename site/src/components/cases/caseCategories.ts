import { graphql } from 'gatsby';

/** The case categories of the page's language, in menu order: the case pages' tabs and tree. */
export const caseCategoriesFragment = graphql`
  fragment CaseCategories on Query {
    categories: allCmsCategory(
      filter: { language: { eq: $language }, classifyType: { eq: 0 } }
      sort: [{ sort: ASC }, { classifyId: ASC }]
    ) {
      nodes {
        classifyId
        classifyName
        outLink
        parentId
      }
    }
  }
`;
