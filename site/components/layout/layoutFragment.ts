import { graphql } from 'gatsby';

/**
 * The header's and footer's content in the page's language, spread into every page query
 * through the PageBasics fragment. A static query cannot feed the layout in this repository:
 * Gatsby maps static queries to pages by the file's `src/` path, while webpack sees the real
 * `site/` path behind the `src` link, so the result never reaches the page ("The result of this
 * StaticQuery could not be fetched"). Page data has no such mapping.
 * Aliases carry a `layout` prefix so that they never clash with a page's own fields.
 */
export const layoutDataFragment = graphql`
  fragment LayoutData on Query {
    layoutSite: site {
      buildTime(formatString: "YYYY")
    }
    layoutSettings: allCmsSettings(filter: { language: { eq: $language } }) {
      nodes {
        language
        companyName
        companyShortName
        stockCode
        phoneZh
        phoneEn
        marketingEmail
        address
        filingRecordNumber
        filingRecordUrl
        wechatQrCode
        serviceQrCode
        announcementSearchUrl
        investorInteractionUrl
        openingHours
      }
    }
    layoutCaseCategories: allCmsCategory(filter: { classifyType: { eq: 0 }, language: { eq: $language } }) {
      nodes {
        language
        classifyId
        classifyName
        outLink
        parentId
        sort
      }
    }
    layoutProducts: allCmsProduct(
      filter: { productType: { in: ["platform", "software", "agv", "stacker"] }, language: { eq: $language } }
    ) {
      nodes {
        language
        productId
        productType
        productKey
        productGroup
        title
        description
        image
        url
        sort
      }
    }
    layoutFriendlyLinks: allCmsFriendlyLink(filter: { language: { eq: $language } }) {
      nodes {
        language
        blogrollId
        blogrollName
        blogrollLink
      }
    }
  }
`;
