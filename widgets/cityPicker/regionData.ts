import { areaList } from '@vant/area-data';
import * as englishNames from '../../contract/regions/englishNames';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { buildEnglishTree, buildRegionTree, type RegionNode } from './regions';

/**
 * The region tree of a language, built from `@vant/area-data` (about 29 KB gzipped) and the
 * English names of its provinces and cities with the countries abroad (about 5 KB): the chunk
 * the city picker imports when it first opens (in the embed bundle, with the data it is built from).
 * Each tree is built when its language first asks, once: a page in one language never walks the
 * three thousand districts for the other.
 */
const build: Record<WidgetLanguage, () => RegionNode[]> = {
  zh: () => buildRegionTree(areaList),
  en: () => buildEnglishTree(areaList, englishNames),
};
const built: Partial<Record<WidgetLanguage, RegionNode[]>> = {};

export function regionTree(language: WidgetLanguage): RegionNode[] {
  return (built[language] ??= build[language]());
}
