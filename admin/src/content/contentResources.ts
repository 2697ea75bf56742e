import { CONTENT_KINDS, type ContentKind } from '../../../contract/content/kinds';
import { CLASSIFY_TYPES, type ClassifyType } from '../../../contract/entities/classify';

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
  // Articles are one resource per classify type (cases, news…), as the site has one section each.
  ...Object.entries(CLASSIFY_TYPES).map(([section, classifyType]): [string, ContentResource] => [`content/${section}`, { kind: 'articles', classifyType }]),
  ...CONTENT_KINDS.filter((kind) => kind !== 'articles').map((kind): [string, ContentResource] => [`content/${kind}`, { kind, classifyType: null }]),
]);

/** The content a resource edits; null for a resource that is not content (leads, webhooks…). */
export function contentResource(resource: string): ContentResource | null {
  return RESOURCES.get(resource) ?? null;
}

/** The resource an item is edited in: an article's section's (by its classify type), else its kind's. */
export function itemResource(kind: ContentKind, classifyType: ClassifyType | null): string {
  const section = kind === 'articles' ? classifyType : null;
  return [...RESOURCES].find(([, content]) => content.kind === kind && content.classifyType === section)?.[0] ?? `content/${kind}`;
}

/** The classify type of an article section's resource (its list filter and its new items' categories). */
export function sectionClassifyType(resource: string): ClassifyType {
  const classifyType = contentResource(resource)?.classifyType;
  if (classifyType === null || classifyType === undefined) throw new Error(`${resource} is not a section of the articles`);
  return classifyType;
}
