import { lazyPart } from '../shared/lazyPart';
import type { RegionNode } from './regions';

/**
 * The region tree, loaded on first use: `import('@vant/area-data')` (about 29 KB gzipped, a
 * chunk of its own in the embed bundle and in the Gatsby site alike) and the code that builds
 * the tree from it, side by side. Only opening the city picker loads it.
 */
export const regionTree = lazyPart<RegionNode[]>(() =>
  Promise.all([import('@vant/area-data'), import('./regions')]).then(([data, regions]) => regions.buildRegionTree(data.areaList)),
);
