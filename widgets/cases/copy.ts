import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';

/** The case browser's wording for its grid; `en` is typed by `zh`. The other parts' is in ./pagingCopy. */
const zh = {
  list: '成功案例',
  empty: '暂无数据',
  loading: '加载中…',
  detail: '查看详情',
};

type CoreCopy = Wording<typeof zh>;

const en: CoreCopy = {
  list: 'Success stories',
  empty: 'No data',
  loading: 'Loading…',
  detail: 'View details',
};

export function casesCopy(language: WidgetLanguage): CoreCopy {
  return language === 'en' ? en : zh;
}

/** All of the case browser's wording: the grid's and the parts' (./pagingCopy). */
export type CasesCopy = CoreCopy & ReturnType<typeof import('./pagingCopy').pagingCopy>;
