import { areaList } from '@vant/area-data';
import { toApiLanguage } from '../../contract/language';
import { CHINA_IN_ENGLISH, ENGLISH_REGION_NAMES } from '../../contract/regions/englishNames';

/** Province codes by English name ("Guangdong" → "440000"). */
const provinceCodeByEnglishName = new Map(
  Object.keys(areaList.province_list).map((code) => [ENGLISH_REGION_NAMES[code], code]),
);

/**
 * The Chinese name of the province a lead comes from, which service locations are routed by;
 * undefined for a lead from abroad. The Chinese dialog writes "省/市/区"; the English one
 * "China/Guangdong/Shenzhen" for China and "United Kingdom/London" for elsewhere.
 */
export function leadProvince(address: unknown, language: unknown): string | undefined {
  const levels = String(address ?? '').split('/').map((level) => level.trim());
  if (toApiLanguage(language) === 'zh') return levels[0] || undefined;
  if (levels.length !== 3 || levels[0] !== CHINA_IN_ENGLISH) return undefined;
  const code = provinceCodeByEnglishName.get(levels[1] ?? '');
  return code && areaList.province_list[code];
}
