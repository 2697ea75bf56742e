import { ALL_CASES_OUT_LINK, ROUTES } from '../../../../../contract/siteRoutes';

/** A page above another in the site's structure: its path and the key of its title in the `titles` copy. */
export interface TrailStep {
  path: string;
  titleKey: string;
}

const ALL_CASES = `${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`;
const CASES: TrailStep = { path: ALL_CASES, titleKey: 'succeedCase.title' };
const PRODUCTS: TrailStep = { path: ROUTES.productCenter, titleKey: 'productCenter.title' };
const CAREERS: TrailStep = { path: ROUTES.joinUs, titleKey: 'joinUs.title' };

/**
 * The pages between the home page and the page at `neutralPath` (its path without language
 * prefix, `?id=` included): a case below the success stories, a job below careers, an
 * equipment page below the products, a case category below all cases. Other pages hang from
 * the home page (the about-us pages too: /aboutUs itself is only a redirect).
 */
export function trailTo(neutralPath: string): TrailStep[] {
  const path = neutralPath.replace(/[?#].*$/, '');
  if (path === ROUTES.caseDetails || path.startsWith(`${ROUTES.caseDetails}/`)) return [CASES];
  if (path.startsWith(`${ROUTES.succeedCase}/`) && path !== ALL_CASES) return [CASES];
  if (path === ROUTES.joinUsDetails || path.startsWith(`${ROUTES.joinUsDetails}/`)) return [CAREERS];
  if (path === ROUTES.agvDetails || path === ROUTES.pilerDetails) return [PRODUCTS];
  return [];
}
