import { HEADER_INDEX, ROUTES } from '../../../contract/siteRoutes';
import { SOLUTIONS, SOLUTION_KEYS } from '../components/content/solutions/solutions';

/** 0 home, 1 products, 2 solutions, 3 cases, 4 service, 5 investors, 6 about, 7 careers. */
export type HeaderIndex = (typeof HEADER_INDEX)[keyof typeof HEADER_INDEX];

const HEADER_INDEX_VALUES: readonly number[] = Object.values(HEADER_INDEX);

export function isHeaderIndex(value: unknown): value is HeaderIndex {
  return typeof value === 'number' && HEADER_INDEX_VALUES.includes(value);
}

/** The header section each route belongs to; paths are without the language prefix. */
const SECTION_ROUTES: ReadonlyArray<{ index: HeaderIndex; routes: readonly string[] }> = [
  { index: HEADER_INDEX.home, routes: [ROUTES.home] },
  { index: HEADER_INDEX.products, routes: [ROUTES.productCenter, ROUTES.agvDetails, ROUTES.pilerDetails] },
  { index: HEADER_INDEX.solutions, routes: SOLUTION_KEYS.map((key) => SOLUTIONS[key].path) },
  { index: HEADER_INDEX.cases, routes: [ROUTES.succeedCase, ROUTES.caseDetails] },
  { index: HEADER_INDEX.service, routes: [ROUTES.serviceSupport] },
  { index: HEADER_INDEX.investors, routes: [ROUTES.investorNews, ROUTES.stockmarket, ROUTES.secretaries] },
  { index: HEADER_INDEX.about, routes: [ROUTES.aboutUs] },
  { index: HEADER_INDEX.careers, routes: [ROUTES.joinUs, ROUTES.joinUsDetails] },
];

/**
 * The header entry a path belongs to, or null for paths outside every section (`/`, 404):
 * there the stored index stays in force. `path` has no language prefix.
 */
export function headerIndexForPath(path: string): HeaderIndex | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const { index, routes } of SECTION_ROUTES) {
    if (routes.some((route) => clean === route || clean.startsWith(`${route}/`))) return index;
  }
  return null;
}
