import path from 'node:path';
import { areaList } from '@vant/area-data';
import countries from 'i18n-iso-countries';
import englishCountryNames from 'i18n-iso-countries/langs/en.json';
import { pinyin } from 'pinyin-pro';
import { ROOT } from '../builders/paths';

export const ENGLISH_REGION_NAMES_FILE = path.join(ROOT, 'contract/regions/englishNames.ts');

/**
 * Writes contract/regions/englishNames.ts: the English names of the region tree's provinces and
 * cities (from `@vant/area-data`), and the ISO 3166 English names of every other country
 * (from `i18n-iso-countries`). Generated rather than loaded from the packages at run time, so the
 * browser gets about 5 KB of text instead of the packages' code and every locale's names.
 *
 * Provinces have conventional English names that transliteration gets wrong (Shaanxi and Shanxi
 * are both "shanxi" in pinyin, Tibet and Inner Mongolia are not transliterated); cities are
 * pinyin of their name with the kind of division said in English.
 */
const PROVINCES: Record<string, string> = {
  110000: 'Beijing', 120000: 'Tianjin', 130000: 'Hebei', 140000: 'Shanxi', 150000: 'Inner Mongolia',
  210000: 'Liaoning', 220000: 'Jilin', 230000: 'Heilongjiang', 310000: 'Shanghai', 320000: 'Jiangsu',
  330000: 'Zhejiang', 340000: 'Anhui', 350000: 'Fujian', 360000: 'Jiangxi', 370000: 'Shandong',
  410000: 'Henan', 420000: 'Hubei', 430000: 'Hunan', 440000: 'Guangdong', 450000: 'Guangxi',
  460000: 'Hainan', 500000: 'Chongqing', 510000: 'Sichuan', 520000: 'Guizhou', 530000: 'Yunnan',
  540000: 'Tibet', 610000: 'Shaanxi', 620000: 'Gansu', 630000: 'Qinghai', 640000: 'Ningxia',
  650000: 'Xinjiang', 710000: 'Taiwan', 810000: 'Hong Kong', 820000: 'Macao',
};

/**
 * Cities whose English name is not their pinyin (Mongolian, Tibetan and Uyghur names, Taiwan's
 * Wade-Giles names, Hong Kong's and Macao's English ones), or whose pinyin the dictionary reads wrongly.
 */
const CITIES: Record<string, string> = {
  150100: 'Hohhot', 150600: 'Ordos', 150700: 'Hulunbuir', 150800: 'Bayannur', 150900: 'Ulanqab',
  152200: 'Hinggan League', 152500: 'Xilingol League', 152900: 'Alxa League',
  230100: 'Harbin', 230200: 'Qiqihar',
  419000: 'County-level divisions', 429000: 'County-level divisions', 469000: 'County-level divisions',
  659000: 'County-level divisions', 500200: 'Counties',
  540100: 'Lhasa', 540200: 'Shigatse', 540300: 'Qamdo', 540400: 'Nyingchi', 540600: 'Nagqu', 542500: 'Ngari Prefecture',
  650100: 'Urumqi', 650200: 'Karamay', 650400: 'Turpan', 652700: 'Bortala Autonomous Prefecture',
  652800: 'Bayingolin Autonomous Prefecture', 652900: 'Aksu Prefecture', 653000: 'Kizilsu Autonomous Prefecture',
  653100: 'Kashgar Prefecture', 653200: 'Hotan Prefecture', 654000: 'Ili Autonomous Prefecture',
  654200: 'Tacheng Prefecture', 654300: 'Altay Prefecture',
  710100: 'Taipei', 710200: 'Kaohsiung', 710400: 'Taichung', 710700: 'Keelung', 710800: 'Hsinchu',
  710900: 'Chiayi', 711100: 'New Taipei', 711300: 'Hsinchu County', 711900: 'Chiayi County',
  810100: 'Hong Kong Island', 810200: 'Kowloon', 810300: 'New Territories',
  820100: 'Macao Peninsula', 820200: 'Islands',
};

/** The peoples an autonomous prefecture's name carries after its place name. */
const PEOPLES = '土家|苗|藏|羌|彝|布依|侗|哈尼|壮|傣|白|景颇|傈僳|回|朝鲜|蒙古|柯尔克孜|哈萨克';
const KINDS: Array<[RegExp, string]> = [
  [new RegExp(`^(.+?)(?:(?:${PEOPLES})族?)+自治州$`), ' Autonomous Prefecture'],
  [/^(.+)自治州$/, ' Autonomous Prefecture'],
  [/^(.+)地区$/, ' Prefecture'],
  [/^(.+)盟$/, ' League'],
  [/^(.+)县$/, ' County'],
  [/^(.+)市$/, ''],
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Pinyin as one word; a syllable starting with a, o or e after another takes an apostrophe (Xi'an, Tai'an). */
const placeName = (chinese: string) =>
  capitalised(
    pinyin(chinese, { toneType: 'none', type: 'array' })
      .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
      .join(''),
  );

export function englishCityName(code: string, chinese: string): string {
  const known = CITIES[code];
  if (known) return known;
  for (const [pattern, kind] of KINDS) {
    const place = pattern.exec(chinese)?.[1];
    if (place) return `${placeName(place)}${kind}`;
  }
  return placeName(chinese);
}

/** The codes the region tree covers: China, with Hong Kong, Macao and Taiwan. */
const IN_REGION_TREE = new Set(['CN', 'HK', 'MO', 'TW']);

export function englishRegionNamesModule(): string {
  countries.registerLocale(englishCountryNames);
  const names = countries.getNames('en', { select: 'official' });
  const abroad = Object.entries(names)
    .filter(([code]) => !IN_REGION_TREE.has(code))
    .map(([, name]) => name)
    .sort((a, b) => a.localeCompare(b, 'en'));
  const regions: Record<string, string> = {};
  for (const code of Object.keys(areaList.province_list)) {
    const name = PROVINCES[code];
    if (!name) throw new Error(`no English name for province ${code} ${areaList.province_list[code]}: add it to PROVINCES`);
    regions[code] = name;
  }
  for (const [code, chinese] of Object.entries(areaList.city_list)) regions[code] = englishCityName(code, chinese);
  return [
    '// Generated by `npm run regions:english` (devtools/englishRegionNames.ts): do not edit.',
    '',
    '/** China in English: the first entry of the English location list, over the region tree. */',
    `export const CHINA_IN_ENGLISH = ${JSON.stringify(countries.getName('CN', 'en', { select: 'alias' }))};`,
    '',
    '/** The English names of the region tree\'s provinces and cities, by administrative code. */',
    `export const ENGLISH_REGION_NAMES: Record<string, string> = ${JSON.stringify(regions, null, 1).replace(/\n\s*/g, ' ')};`,
    '',
    '/** Every other country and territory (ISO 3166), in alphabetical order. */',
    `export const COUNTRIES_ABROAD: readonly string[] = ${JSON.stringify(abroad, null, 1).replace(/\n\s*/g, ' ')};`,
    '',
  ].join('\n');
}
