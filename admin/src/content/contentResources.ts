import type { ContentKind } from '../../../contract/content/kinds';
import { CLASSIFY_TYPES, type ClassifyType } from '../../../contract/entities/classify';

/** The listed content that articles hold: one menu entry each, as the site has one section each. */
export const ARTICLE_SECTIONS = ['cases', 'journalism', 'certification', 'investor', 'downloads'] as const satisfies readonly (keyof typeof CLASSIFY_TYPES)[];
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/**
 * A react-admin resource over a kind of content: the kind its calls go to
 * (`/cms/admin/api/content/<kind>`) and, for a section of the articles, the classify type its
 * list is narrowed to and its new items are created in.
 */
export interface ContentResource {
  kind: ContentKind;
  classifyType: ClassifyType | null;
}

const RESOURCES = new Map<string, ContentResource>([
  ...ARTICLE_SECTIONS.map((section): [string, ContentResource] => [`content/${section}`, { kind: 'articles', classifyType: CLASSIFY_TYPES[section] }]),
  ['content/categories', { kind: 'categories', classifyType: null }],
  ['content/tags', { kind: 'tags', classifyType: null }],
  ...(['jobs', 'job-categories', 'work-places', 'settings', 'service-locations', 'customer-reviews', 'products', 'videos', 'friendly-links'] as const).map(
    (kind): [string, ContentResource] => [`content/${kind}`, { kind, classifyType: null }],
  ),
]);

/** The content a resource edits; null for a resource that is not content (leads, webhooks…). */
export function contentResource(resource: string): ContentResource | null {
  return RESOURCES.get(resource) ?? null;
}

/** The classify type of an article section's resource (its list filter and its new items' categories). */
export function sectionClassifyType(resource: string): ClassifyType {
  const classifyType = contentResource(resource)?.classifyType;
  if (classifyType === null || classifyType === undefined) throw new Error(`${resource} is not a section of the articles`);
  return classifyType;
}
