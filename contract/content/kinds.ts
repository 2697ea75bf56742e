/**
 * The kinds of content the back office edits; each is the URL segment of its calls
 * (`/cms/admin/api/content/<kind>`) and the react-admin resource name (`content/<kind>`).
 */
export const CONTENT_KINDS = [
  'categories',
  'articles',
  'tags',
  'jobs',
  'job-categories',
  'work-places',
  'products',
  'videos',
  'friendly-links',
  'service-locations',
  'customer-reviews',
  'settings',
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];
