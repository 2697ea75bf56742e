import React from 'react';
import type { CaseCategory } from './caseTypes';
import { caseListPath } from './categoryTree';
import * as styles from './CategorySelector.module.css';
import { SiteLink, useText } from './text';

export interface CategorySelectorProps {
  /** All first, then the categories (see `selectorCategories`). */
  categories: readonly CaseCategory[];
  currentClassifyId: number;
}

/** Links to every category's page; the route decides which one is current. */
export function CategorySelector({ categories, currentClassifyId }: CategorySelectorProps) {
  const t = useText('cases');
  return (
    <nav className={styles.selector} aria-label={t('list.categoriesLabel')}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.classifyId}>
            <SiteLink
              className={styles.link}
              to={caseListPath(category.outLink)}
              aria-current={category.classifyId === currentClassifyId ? 'page' : undefined}
            >
              {category.classifyName}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
