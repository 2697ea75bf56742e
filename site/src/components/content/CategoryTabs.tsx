import React, { type ReactNode } from 'react';
import { articlesOf, type Category, type ClassifiedArticle, type ClassifiedContent } from './classifiedContent';
import { useCopy } from './i18n';
import { Tabs } from './Tabs';
import * as ui from './ui.module.css';

export interface CategoryTabsProps {
  /** Prefix of the tab and panel ids, unique on the page. */
  id: string;
  /** What the tabs choose between, for assistive technology. */
  label: string;
  /** `location.search`: `?tab=outLink` opens that category. */
  search: string;
  content: ClassifiedContent;
  /** The tabs, in order; by default every category of `content`. */
  categories?: readonly Category[];
  /** The list of one category's articles. */
  renderList: (articles: readonly ClassifiedArticle[], category: Category) => ReactNode;
}

/** One tab per category with its articles, or a note that there is nothing yet. */
export function CategoryTabs({ id, label, search, content, categories = content.categories.nodes, renderList }: CategoryTabsProps) {
  const t = useCopy('pages');
  if (categories.length === 0) return <p className={ui.empty}>{t('ui.noData')}</p>;
  const tabs = categories.map((category) => {
    const articles = articlesOf(content, category.outLink);
    return { key: category.outLink, label: category.classifyName, count: articles.length, content: renderList(articles, category) };
  });
  return <Tabs id={id} label={label} items={tabs} search={search} panelHeading={3} />;
}
