// Types only: the names are handed in by the region data's chunk, so the panel, which imports this
// module, carries none of them.
import type * as EnglishNames from '../../contract/regions/englishNames';

/**
 * The region tree of the city picker: province, city, district, each node with a numeric id (its
 * six-digit administrative code) and its Chinese name, built from `@vant/area-data` (all
 * mainland provinces, Hong Kong, Macao and Taiwan). The English picker's tree is countries first:
 * China over its provinces and cities in English, then every other country, after which the
 * visitor types the city (`typedCity`).
 */
export interface RegionNode {
  id: number;
  name: string;
  children?: RegionNode[];
  /** A country abroad: the city is typed, not chosen. */
  typedCity?: true;
}


export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/** One selectable leaf with its whole path, for type-to-filter. */
export interface RegionPath {
  nodes: RegionNode[];
  /** The names joined by `/`: the picker's value. */
  value: string;
}

export const REGION_SEPARATOR = '/';

export function buildRegionTree(areaList: AreaList): RegionNode[] {
  const byCode = (list: Record<string, string>) =>
    Object.entries(list)
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => Number(a.code) - Number(b.code));

  const provinces = byCode(areaList.province_list).map(({ code, name }) => ({ id: Number(code), name, children: [] as RegionNode[] }));
  const provinceByPrefix = new Map(provinces.map((province) => [String(province.id).slice(0, 2), province]));
  const cityByPrefix = new Map<string, RegionNode & { children: RegionNode[] }>();
  for (const { code, name } of byCode(areaList.city_list)) {
    const city = { id: Number(code), name, children: [] as RegionNode[] };
    provinceByPrefix.get(code.slice(0, 2))?.children.push(city);
    cityByPrefix.set(code.slice(0, 4), city);
  }
  for (const { code, name } of byCode(areaList.county_list)) {
    cityByPrefix.get(code.slice(0, 4))?.children.push({ id: Number(code), name });
  }
  return provinces;
}

/**
 * China (its provinces and cities in English; the districts have no English names) followed by the
 * countries abroad. A country's id is its place in the list, below any administrative code.
 */
export function buildEnglishTree(areaList: AreaList, names: typeof EnglishNames): RegionNode[] {
  const english = (node: RegionNode): RegionNode => ({ id: node.id, name: names.ENGLISH_REGION_NAMES[node.id] ?? node.name });
  const provinces = buildRegionTree(areaList).map((province) => ({ ...english(province), children: province.children?.map(english) }));
  return [
    { id: 0, name: names.CHINA_IN_ENGLISH, children: provinces },
    ...names.COUNTRIES_ABROAD.map((name, index): RegionNode => ({ id: index + 1, name, typedCity: true })),
  ];
}

export function regionPaths(tree: RegionNode[]): RegionPath[] {
  const paths: RegionPath[] = [];
  const walk = (nodes: RegionNode[], trail: RegionNode[]) => {
    for (const node of nodes) {
      const here = [...trail, node];
      if (node.children?.length) walk(node.children, here);
      else paths.push({ nodes: here, value: here.map((step) => step.name).join(REGION_SEPARATOR) });
    }
  };
  walk(tree, []);
  return paths;
}

/**
 * Full paths whose names contain every word of the query ("深圳 南山", "广东/南山", "南山区",
 * "united king"), whatever the letter case, in tree order, at most `limit` of them.
 */
export function searchRegions(paths: RegionPath[], query: string, limit: number): { matches: RegionPath[]; more: boolean } {
  const terms = query.trim().toLowerCase().split(/[\s/,，、]+/).filter(Boolean);
  if (terms.length === 0) return { matches: [], more: false };
  const matches: RegionPath[] = [];
  for (const path of paths) {
    const value = path.value.toLowerCase();
    if (terms.every((term) => value.includes(term))) {
      if (matches.length === limit) return { matches, more: true };
      matches.push(path);
    }
  }
  return { matches, more: false };
}

/** The nodes a joined value names, as far as they exist in the tree. */
export function nodesOf(tree: RegionNode[], value: string): RegionNode[] {
  const trail: RegionNode[] = [];
  let level: RegionNode[] | undefined = tree;
  for (const name of value.split(REGION_SEPARATOR)) {
    const node: RegionNode | undefined = level?.find((candidate) => candidate.name === name);
    if (!node) break;
    trail.push(node);
    level = node.children;
  }
  return trail;
}
