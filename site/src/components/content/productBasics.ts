import { graphql } from 'gatsby';

/** What names and pictures a product wherever a page shows it as a tile or card. */
export const productBasicsFragment = graphql`
  fragment ProductBasics on CmsProduct {
    productType
    productKey
    title
    image
  }
`;

export type ProductBasics = Queries.ProductBasicsFragment;
