import type { JsonLdNode } from './jsonLd';

export interface Crumb {
  name: string;
  /** Absolute address. */
  url: string;
}

/** The trail from the home page to the page, named in the page's language. */
export function breadcrumbListNode(crumbs: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
