import { graphql, useStaticQuery } from 'gatsby';

/**
 * The header's and footer's content in both languages, from one static query shared by every
 * page (a static query takes no variables; selectLayoutData keeps the page's language). Pages
 * query only their own content, so a change of the company's settings changes this query's
 * result, not every page's data.
 * Aliases carry a `layout` prefix so that the result reads as the layout's own.
 */
export function useLayoutQuery(): Queries.LayoutDataQuery {
  return useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      layoutSite: site {
        buildTime(formatString: "YYYY")
      }
      layoutSettings: allCmsSettings {
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
      layoutCaseCategories: allCmsCategory(filter: { classifyType: { eq: 0 } }) {
        nodes {
          language
          classifyId
          classifyName
          outLink
          parentId
          sort
        }
      }
      layoutProducts: allCmsProduct(filter: { productType: { in: ["platform", "software", "agv", "stacker"] } }) {
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
      layoutFriendlyLinks: allCmsFriendlyLink {
        nodes {
          language
          blogrollId
          blogrollName
          blogrollLink
        }
      }
    }
  `);
}
