import React, { useEffect, useState } from 'react';
import type { ArticleDetails } from '../../../contract/entities/article';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { CaseArticle, type CaseArticleView } from './CaseArticle';
import { fetchCaseDetails } from './casesApi';
import type { CaseCategory } from './caseTypes';
import { caseListPath, rootCategory } from './categoryTree';
import { useQueryId } from './useQueryId';
import * as styles from './CaseDetailsShell.module.css';
import { SiteLink, useText } from './text';

type State =
  | { status: 'loading' }
  | { status: 'ready'; article: CaseArticleView }
  | { status: 'notFound' }
  | { status: 'failed' };

export interface CaseDetailsShellProps {
  language: SiteLanguage;
  /** The page's `location.search`; a new `?id=` on the same page loads that case. */
  search: string;
  /** The case tree of the language: the answer names the category, the tree knows its route. */
  categories: readonly CaseCategory[];
}

export function toArticleView(details: ArticleDetails, categories: readonly CaseCategory[]): CaseArticleView {
  const category = categories.find((node) => node.classifyId === details.classifyId);
  return {
    articleId: details.articleId,
    articleTitle: details.articleTitle,
    articleThumbnail: details.articleThumbnail,
    articleContent: details.articleContent,
    publishTime: details.publishTime,
    classifyName: details.classifyName || category?.classifyName || '',
    outLink: category?.outLink ?? rootCategory(categories)?.outLink ?? '',
    previous: details.previous,
    next: details.next,
  };
}

/**
 * `/caseDetails?id=N` on the client: reads the id once mounted, asks the CMS for the case and
 * shows it like a pre-rendered page; an unknown id (404 or any non-zero code) says so.
 */
export function CaseDetailsShell({ language, search, categories }: CaseDetailsShellProps) {
  const t = useText('cases');
  const id = useQueryId(search);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (id === undefined) return undefined;
    if (id === null) {
      setState({ status: 'notFound' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    fetchCaseDetails(id, language).then(
      (details) => {
        if (current) setState(details ? { status: 'ready', article: toArticleView(details, categories) } : { status: 'notFound' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, language, categories]);

  if (state.status === 'ready') return <CaseArticle article={state.article} />;
  if (state.status === 'loading') {
    return (
      <div className={styles.message} aria-busy="true">
        <h1 className={styles.title}>{t('details.heading')}</h1>
        <p role="status" className={styles.loading}>
          {t('details.loading')}
        </p>
      </div>
    );
  }
  return <CaseMissing categories={categories} failed={state.status === 'failed'} />;
}

/** No such case (or it could not be loaded): says so and leads back to all cases. */
export function CaseMissing({ categories, failed = false }: { categories: readonly CaseCategory[]; failed?: boolean }) {
  const t = useText('cases');
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>{failed ? t('details.failedTitle') : t('details.notFoundTitle')}</h1>
      <p>{failed ? t('details.failedBody') : t('details.notFoundBody')}</p>
      <p>
        <SiteLink to={caseListPath(rootCategory(categories)?.outLink)} className={styles.link}>
          {t('details.backToAll')}
        </SiteLink>
      </p>
    </div>
  );
}
