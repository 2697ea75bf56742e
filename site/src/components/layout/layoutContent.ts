import { graphql } from 'gatsby';

/*
 * The header's and footer's content in one language, queried by their slices
 * (site/src/slices/): pages query only their own content, so a change of the company's settings,
 * menus or friendly links changes the slices' data and HTML, which Gatsby stitches into the
 * pages, and no page's data. Each slice queries what it shows: the browser loads both slices'
 * data with the page, and a change re-renders only the slices whose data it changes. Aliases
 * carry a `layout` prefix so that the result reads as the layout's own.
 */

/** The company settings, which both slices show. */
export const layoutSettingsFragment = graphql`
  fragment LayoutSettings on Query {
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
        englishCareers
      }
    }
  }
`;

/** The header's menus: the case categories and the products. */
export const layoutMenusFragment = graphql`
  fragment LayoutMenus on Query {
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
  }
`;

/** The footer's friendly links and the build's year. */
export const layoutFooterLinksFragment = graphql`
  fragment LayoutFooterLinks on Query {
    layoutSite: site {
      buildTime(formatString: "YYYY")
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
