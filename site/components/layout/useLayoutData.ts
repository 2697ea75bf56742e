import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { selectLayoutData, type LayoutData, type LayoutQueryResult } from './layoutData';

/**
 * The header's and footer's content, fetched for both languages at build time (a static query
 * cannot take the page's language), then narrowed to `language`.
 */
export function useLayoutData(language: SiteLanguage): LayoutData {
  const raw = useStaticQuery<LayoutQueryResult>(graphql`
    query LayoutData {
      site {
        buildTime(formatString: "YYYY")
      }
      settings: allCmsSettings {
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
        }
      }
      caseCategories: allCmsCategory(filter: { classifyType: { eq: 0 } }) {
        nodes {
          language
          classifyId
          classifyName
          outLink
          parentId
          sort
        }
      }
      products: allCmsProduct(filter: { productType: { in: ["platform", "software", "agv", "stacker"] } }) {
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
      friendlyLinks: allCmsFriendlyLink {
        nodes {
          language
          blogrollId
          blogrollName
          blogrollLink
        }
      }
    }
  `);
  return useMemo(() => selectLayoutData(raw, language), [raw, language]);
}
