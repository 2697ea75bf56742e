/** GraphQL type names of the nodes this plugin creates. */
export const NODE_TYPES = {
  settings: 'CmsSettings',
  category: 'CmsCategory',
  article: 'CmsArticle',
  media: 'CmsMedia',
  product: 'CmsProduct',
  serviceLocation: 'CmsServiceLocation',
  friendlyLink: 'CmsFriendlyLink',
  customerReview: 'CmsCustomerReview',
  tag: 'CmsTag',
  job: 'CmsJob',
  jobCategory: 'CmsJobCategory',
  workPlace: 'CmsWorkPlace',
  contentChange: 'CmsContentChange',
  picture: 'CmsPicture',
} as const;

/** Fields the schema resolves from other nodes (`@link`), which a node is created without. */
export type LinkedField = 'thumbnailPicture' | 'picture';

/**
 * Each node type as the schema declares it (createSchemaCustomization.ts), read back through
 * the types graphqlTypegen generates from that schema.
 */
export interface SchemaNodes {
  CmsSettings: Queries.CmsSettings;
  CmsCategory: Queries.CmsCategory;
  CmsArticle: Queries.CmsArticle;
  CmsMedia: Queries.CmsMedia;
  CmsProduct: Queries.CmsProduct;
  CmsServiceLocation: Queries.CmsServiceLocation;
  CmsFriendlyLink: Queries.CmsFriendlyLink;
  CmsCustomerReview: Queries.CmsCustomerReview;
  CmsTag: Queries.CmsTag;
  CmsJob: Queries.CmsJob;
  CmsJobCategory: Queries.CmsJobCategory;
  CmsWorkPlace: Queries.CmsWorkPlace;
  CmsContentChange: Queries.CmsContentChange;
  CmsPicture: Queries.CmsPicture;
}
