import { areaList } from '@vant/area-data';
import * as englishNames from '../../contract/regions/englishNames';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { buildEnglishTree, buildRegionTree, type RegionNode } from './regions';

/**
 * The region trees of both languages, built from `@vant/area-data` (about 29 KB gzipped) and the
 * English names of its provinces and cities with the countries abroad (about 5 KB): the chunk
 * the city picker imports when it first opens (in the embed bundle, with the data it is built from).
 */
export const regionTrees: Record<WidgetLanguage, RegionNode[]> = {
  zh: buildRegionTree(areaList),
  en: buildEnglishTree(areaList, englishNames),
};
