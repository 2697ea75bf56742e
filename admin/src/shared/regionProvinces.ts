import { areaList } from '@vant/area-data';
import { ENGLISH_REGION_NAMES } from '../../../contract/regions/englishNames';

/** The provinces of the region list the lead form's city picker offers (the first level of `@vant/area-data`), in its order, with their English names. */
export const REGION_PROVINCES = Object.entries(areaList.province_list)
  .sort(([a], [b]) => Number(a) - Number(b))
  .map(([code, name]) => ({ id: name, zh: name, en: ENGLISH_REGION_NAMES[code] ?? name }));

const ENGLISH_BY_CHINESE = new Map(REGION_PROVINCES.map((province) => [province.zh, province.en]));

/** A province's name (stored in Chinese, as routing compares them) in the interface's language; a name outside the list as stored. */
export const provinceName = (chineseName: string, locale: string): string =>
  (locale === 'en' && ENGLISH_BY_CHINESE.get(chineseName)) || chineseName;
