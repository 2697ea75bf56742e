import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';

/** The city picker panel's wording; it loads with the panel. The levels name the tree's columns. */
const zh = {
  firstLevel: '省份',
  secondLevel: '城市',
  thirdLevel: '区县',
  regionSearch: '搜索地区',
  regionSearchPlaceholder: '输入名称筛选，如：南山',
  regionResults: '匹配的地区',
  regionNoMatch: '没有匹配的地区',
  regionMore: '仅显示前 {count} 条，请输入更多文字缩小范围',
  typedCity: '城市名称',
  typedCityDone: '确定',
};

/** Typed by the Chinese: a phrase added without its English is a compile error. */
const en: Wording<typeof zh> = {
  firstLevel: 'Country or region',
  secondLevel: 'Province',
  thirdLevel: 'City',
  regionSearch: 'Search regions',
  regionSearchPlaceholder: 'Type to filter, e.g. United Kingdom or Shenzhen',
  regionResults: 'Matching regions',
  regionNoMatch: 'No matching region',
  regionMore: 'Showing the first {count}: type more to narrow the list',
  typedCity: 'Town or city',
  typedCityDone: 'Done',
};

export function panelCopy(language: WidgetLanguage): Wording<typeof zh> {
  return language === 'en' ? en : zh;
}
