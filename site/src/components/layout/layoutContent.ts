import { graphql } from 'gatsby';

/**
 * The header's and footer's content in one language, queried by their slices
 * (site/src/slices/): pages query only their own content, so a change of the company's settings,
 * menus or friendly links changes the slices' data and HTML, which Gatsby stitches into the
 * pages, and no page's data. Aliases carry a `layout` prefix so that the result reads as the
 * layout's own.
 */
export const layoutContentFragment = graphql`
  fragment LayoutContent on Query {
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
