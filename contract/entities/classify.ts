/**
 * Category trees. Every kind of listed content hangs off one root node per `classifyType`;
 * `classify/treeData` answers `[root]`, and the root's children are the categories.
 */
export const CLASSIFY_TYPES = {
  /** Success stories, listed on /succeedCase/{outLink}. */
  cases: 0,
  /** News, activities and the company journal (/aboutUs/journalism). */
  journalism: 1,
  /** Patents, certificates and awards (/aboutUs/certification). */
  certification: 2,
  /** Investor news, periodic reports and announcements (/investorNews). */
  investor: 3,
  /** Brochures of the download centre (/aboutUs/downloadCenter). */
  downloads: 4,
} as const;

export type ClassifyType = (typeof CLASSIFY_TYPES)[keyof typeof CLASSIFY_TYPES];

export interface ClassifyNode {
  classifyId: number;
  classifyName: string;
  /** Route segment of the category's page, e.g. `AllCase` or `tobacco`. */
  outLink: string;
  children: ClassifyNode[];
}
