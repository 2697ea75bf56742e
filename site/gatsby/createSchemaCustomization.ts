import type { GatsbyNode } from 'gatsby';

/**
 * Explicit types: the schema does not depend on what the CMS happens to answer, so a field an
 * editor left empty everywhere still exists, and a page query never breaks on inference.
 * Every bilingual node carries `language` (zh-CN or en-US), the value page queries filter on.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type CmsSettings implements Node @dontInfer {
      language: String!
      companyName: String!
      companyShortName: String!
      stockCode: String!
      phoneZh: String!
      phoneEn: String!
      serviceHotline: String!
      marketingEmail: String!
      address: String!
      postalCode: String!
      filingRecordNumber: String!
      filingRecordUrl: String!
      openingHours: String!
      wechatQrCode: String!
      serviceQrCode: String!
      announcementSearchUrl: String!
      investorInteractionUrl: String!
      secretaryName: String!
      secretaryPhone: String!
      secretaryFax: String!
      secretaryEmail: String!
      secretaryAddress: String!
      privacyNotice: String!
      privacyNoticeVersion: String!
      "on: careers in English too; a CMS older than the setting answers none (contract/entities/site.ts)."
      englishCareers: String
    }
    type CmsCategory implements Node @dontInfer {
      language: String!
      classifyId: Int!
      classifyType: Int!
      classifyName: String!
      outLink: String!
      parentId: Int
      sort: Int!
    }
    type CmsArticle implements Node @dontInfer {
      language: String!
      articleId: Int!
      classifyId: Int!
      classifyType: Int!
      categoryOutLink: String!
      classifyName: String!
      articleTitle: String!
      articleSummary: String!
      articleContent: String!
      articleThumbnail: String!
      "The media library's picture at articleThumbnail: its alternative texts and files."
      thumbnailPicture: CmsPicture @link(by: "address", from: "articleThumbnail")
      publishTime: Date! @dateformat
      fileUrl: String
      fileId: Int
      tagIds: [Int!]!
      listIndex: Int!
      "The article listed before this one in its category, as articleDetails answers it."
      previous: CmsArticleNeighbour
      "The article listed after this one in its category."
      next: CmsArticleNeighbour
      "ISO 8601: the last change to this language's version, the sitemap's lastmod."
      updateTime: String!
    }
    "Cases carrying exactly these tags, and how many (the Query field caseTagSets, createResolvers.ts)."
    type CaseTagSet {
      tagIds: [Int!]!
      count: Int!
    }
    type CmsArticleNeighbour {
      articleId: Int!
      articleTitle: String!
    }
    type CmsMedia implements Node @dontInfer {
      language: String!
      mediaId: Int!
      mediaTitle: String!
      mediaDescription: String!
      mediaCover: String!
      mediaUrl: String!
      duration: Int!
      publishTime: Date! @dateformat
    }
    type CmsProduct implements Node @dontInfer {
      language: String!
      productId: Int!
      productType: String!
      productKey: String!
      productGroup: String!
      title: String!
      description: String!
      content: String!
      image: String!
      picture: CmsPicture @link(by: "address", from: "image")
      url: String!
      highlights: [String!]!
      sort: Int!
    }
    type CmsServiceLocation implements Node @dontInfer {
      language: String!
      locationId: Int!
      locationName: String!
      locationType: String!
      province: String!
      address: String!
      phone: String!
    }
    type CmsCustomerReview implements Node @dontInfer {
      language: String!
      reviewId: Int!
      quote: String!
      personName: String!
      personRole: String!
      company: String!
      industry: String!
      caseId: Int
      sort: Int!
    }
    type CmsFriendlyLink implements Node @dontInfer {
      language: String!
      blogrollId: Int!
      blogrollName: String!
      blogrollLink: String!
    }
    type CmsTag implements Node @dontInfer {
      language: String!
      tagId: Int!
      tagGroup: String!
      tagName: String!
    }
    type CmsJob implements Node @dontInfer {
      language: String!
      jobId: Int!
      post: String!
      jobCategoryId: Int!
      jobCategoryName: String!
      workPlaceId: Int!
      workPlaceName: String!
      place: String!
      headcount: Int!
      announceTime: Date! @dateformat
      "YYYY-MM-DD, the last day it takes applications; closesAt is its end on the company's clocks (ISO 8601 with offset)."
      closingDate: String
      closesAt: String
      employmentType: String!
      duties: String!
      requirements: String!
    }
    "A job category in one language; \`sort\` is its place in the CMS's order."
    type CmsJobCategory implements Node @dontInfer {
      language: String!
      jobCategoryId: Int!
      jobCategoryName: String!
      sort: Int!
    }
    "A work place in one language; \`sort\` is its place in the CMS's order."
    type CmsWorkPlace implements Node @dontInfer {
      language: String!
      workPlaceId: Int!
      workPlaceName: String!
      sort: Int!
    }
    "A picture of the media library by an address content stores (SitePicture): its files and alternative texts."
    type CmsPicture implements Node @dontInfer {
      address: String!
      width: Int
      height: Int
      alt: CmsPictureAlt!
      decorative: Boolean!
      srcSet: String!
      sources: [CmsPictureSource!]!
    }
    type CmsPictureAlt {
      zh: String!
      en: String!
    }
    type CmsPictureSource {
      type: String!
      srcSet: String!
    }
    "When a table of the site's content was last written: the sitemap dates pages by it."
    type CmsContentChange implements Node @dontInfer {
      table: String!
      changedAt: String!
    }
  `);
};
