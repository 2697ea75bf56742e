import { lazyPart } from '../shared/lazyPart';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { RegionNode } from './regions';

/** The region trees (./regionData), loaded on first use: only opening the city picker loads them, in either language. */
const regionTrees = lazyPart<Record<WidgetLanguage, RegionNode[]>>(() => import('./regionData').then((data) => data.regionTrees));

export const loadRegionTree = (language: WidgetLanguage) => regionTrees.load().then((trees) => trees[language]);
