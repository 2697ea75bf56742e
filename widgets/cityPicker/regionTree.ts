import { lazyPart } from '../shared/lazyPart';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { RegionNode } from './regions';

/** The region data (./regionData), loaded on first use: only opening the city picker loads it, in either language. */
const regionData = lazyPart<{ regionTree(language: WidgetLanguage): RegionNode[] }>(() => import('./regionData'));

export const loadRegionTree = (language: WidgetLanguage) => regionData.load().then((data) => data.regionTree(language));
