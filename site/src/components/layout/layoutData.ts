import type { SiteLanguage } from '../../../../contract/siteRoutes';

/**
 * The layout's content as its slices query it (layoutContent.ts), each slice its part. Every
 * field is optional: the layout renders, with empty menus and footer, from a result without content.
 */
export type LayoutQueryResult = Partial<Queries.LayoutSettingsFragment & Queries.LayoutMenusFragment & Queries.LayoutFooterLinksFragment>;

export type LayoutSettings = Queries.LayoutSettingsFragment['layoutSettings']['nodes'][number];
export type LayoutProduct = Queries.LayoutMenusFragment['layoutProducts']['nodes'][number];
export type LayoutFriendlyLink = Queries.LayoutFooterLinksFragment['layoutFriendlyLinks']['nodes'][number];

export interface CaseMenuEntry {
  classifyId: number;
  /** The category's name; null for the All entry, which the layout labels itself. */
  name: string | null;
  outLink: string;
}

export interface SoftwareGroup {
  group: string;
  items: LayoutProduct[];
}

/** The layout's content in one language. */
export interface LayoutData {
  language: SiteLanguage;
  settings: LayoutSettings | null;
  /** All first (the root), then the root's children in order. */
  caseCategories: CaseMenuEntry[];
  platforms: LayoutProduct[];
  softwareGroups: SoftwareGroup[];
  /** Pictures of the equipment cards: the first AGV and the first stacker crane. */
  equipmentImages: { agv: string | null; stacker: string | null };
  friendlyLinks: LayoutFriendlyLink[];
  /** The year the site was built: the footer shows it until the browser knows the current one. */
  buildYear: number;
}

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** The layout's content in `language` out of a query result (nodes of other languages ignored). */
export function selectLayoutData(raw: LayoutQueryResult | null | undefined, language: SiteLanguage): LayoutData {
  const mine = <T extends { language: string }>(nodes: readonly T[] | undefined) =>
    (nodes ?? []).filter((node) => node.language === language);

  const categories = mine(raw?.layoutCaseCategories?.nodes);
  const root = categories.filter((node) => node.parentId === null).sort(bySort)[0];
  const caseCategories: CaseMenuEntry[] = root
    ? [
        { classifyId: root.classifyId, name: null, outLink: root.outLink },
        ...categories
          .filter((node) => node.parentId === root.classifyId)
          .sort(bySort)
          .map((node) => ({ classifyId: node.classifyId, name: node.classifyName, outLink: node.outLink })),
      ]
    : [];

  const products = mine(raw?.layoutProducts?.nodes).sort(bySort);
  const softwareGroups: SoftwareGroup[] = [];
  for (const product of products.filter((node) => node.productType === 'software')) {
    const group = softwareGroups.find((candidate) => candidate.group === product.productGroup);
    if (group) group.items.push(product);
    else softwareGroups.push({ group: product.productGroup, items: [product] });
  }

  const buildYear = Number.parseInt(raw?.layoutSite?.buildTime ?? '', 10);
  return {
    language,
    settings: mine(raw?.layoutSettings?.nodes)[0] ?? null,
    caseCategories,
    platforms: products.filter((node) => node.productType === 'platform'),
    softwareGroups,
    equipmentImages: {
      agv: products.find((node) => node.productType === 'agv')?.image || null,
      stacker: products.find((node) => node.productType === 'stacker')?.image || null,
    },
    friendlyLinks: mine(raw?.layoutFriendlyLinks?.nodes).sort((a, b) => a.blogrollId - b.blogrollId),
    buildYear: Number.isFinite(buildYear) ? buildYear : new Date().getFullYear(),
  };
}
