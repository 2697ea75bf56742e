import type { WidgetLanguage } from '../shared/widgetLanguage';

/** The case browser's wording; `en` is typed by `zh`. */
const zh = {
  categories: '案例分类',
  list: '成功案例',
  empty: '暂无数据',
  loading: '加载中…',
  detail: '查看详情',
  total: '共 {total} 条',
  pager: '分页',
  previous: '上一页',
  next: '下一页',
  page: '第 {page} 页',
  loadMore: '加载更多',
  loadCompleted: '已全部加载',
};

export type CasesCopyKey = keyof typeof zh;
type CasesCopy = { readonly [K in CasesCopyKey]: string };

const en: CasesCopy = {
  categories: 'Case categories',
  list: 'Success stories',
  empty: 'No data',
  loading: 'Loading…',
  detail: 'View details',
  total: '{total} in total',
  pager: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  loadMore: 'Load more',
  loadCompleted: 'All cases loaded',
};

const catalogues: Record<WidgetLanguage, CasesCopy> = { zh, en };

export function casesCopy(language: WidgetLanguage): CasesCopy {
  return catalogues[language];
}
