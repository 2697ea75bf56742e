import { ROUTES } from '../../../../../contract/siteRoutes';

type ShownProductType = 'stacker' | 'agv' | 'software';

interface SolutionSetup {
  path: string;
  /** The case categories whose newest cases the page shows; the first is its "more cases" link. */
  caseCategories: readonly string[];
  /** What the solution is built from: products of the CMS by type and key, in the order shown. */
  products: Partial<Record<ShownProductType, readonly string[]>>;
}

/**
 * The three solutions, in the order the menu, the home page and each solution page's "other
 * solutions" list them. Their copy is under `solutions.<key>` in the locales.
 */
export const SOLUTIONS = {
  logistics: {
    path: ROUTES.logisticsSolution,
    caseCategories: ['foodBeverage', 'medicine', 'tobacco'],
    products: { stacker: ['medium', 'light'], agv: ['forklift'], software: ['wms', 'wcs', 'digitalTwin'] },
  },
  plant: {
    path: ROUTES.plantSolution,
    caseCategories: ['newEnergy', 'automotive', 'electronics'],
    products: { agv: ['piggyback', 'collaborative', 'miniLifting'], software: ['mes', 'lcs', 'dataAcquisition'] },
  },
  garden: {
    path: ROUTES.gardenSolution,
    caseCategories: ['coldChain'],
    products: { stacker: ['medium'], agv: ['forklift'], software: ['wms', 'tms', 'bigData', 'industrialInternet'] },
  },
} as const satisfies Record<string, SolutionSetup>;

export type Solution = keyof typeof SOLUTIONS;
export type { ShownProductType };

export const SOLUTION_KEYS = Object.keys(SOLUTIONS) as Solution[];
