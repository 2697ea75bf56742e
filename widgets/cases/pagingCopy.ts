import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';

/** The wording of the category bar, the pager and load-more (./caseParts); `en` is typed by `zh`. */
const zh = {
  categories: '案例分类',
  total: '共 {total} 条',
  pager: '分页',
  previous: '上一页',
  next: '下一页',
  page: '第 {page} 页',
  loadMore: '加载更多',
  loadCompleted: '已全部加载',
};

type PagingCopy = Wording<typeof zh>;

const en: PagingCopy = {
  categories: 'Case categories',
  total: '{total} in total',
  pager: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  loadMore: 'Load more',
  loadCompleted: 'All cases loaded',
};

export function pagingCopy(language: WidgetLanguage): PagingCopy {
  return language === 'en' ? en : zh;
}
