/** GraphQL type names of the nodes this plugin creates. */
export const NODE_TYPES = {
  settings: 'CmsSettings',
  category: 'CmsCategory',
  article: 'CmsArticle',
  media: 'CmsMedia',
  product: 'CmsProduct',
  serviceLocation: 'CmsServiceLocation',
  friendlyLink: 'CmsFriendlyLink',
  tag: 'CmsTag',
  job: 'CmsJob',
  jobCategory: 'CmsJobCategory',
  workPlace: 'CmsWorkPlace',
} as const;
