import React, { useCallback } from 'react';
import type { ArticleDetails } from '../../../../contract/entities/article';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { DetailsLoading, DetailsMissing, useDetailsById } from '../common/DetailsShell';
import { useItemHead } from '../seo/useItemHead';
import { CaseArticle, type CaseArticleView } from './CaseArticle';
import { fetchCaseDetails } from './casesApi';
import type { CaseCategory } from './caseTypes';
import { caseDetailsPath, caseListPath, rootCategory } from './categoryTree';

export interface CaseDetailsShellProps {
  language: SiteLanguage;
  /** The page's `location.search`; a new `?id=` on the same page loads that case. */
  search: string;
  /** The case tree of the language: the answer names the category, the tree knows its route. */
  categories: readonly CaseCategory[];
  /** The company's name in the language, for the tab title. */
  company: string;
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
 * shows it like a pre-rendered page, head included; an unknown id (404 or any non-zero code) says so.
 */
export function CaseDetailsShell({ language, search, categories, company }: CaseDetailsShellProps) {
  const load = useCallback(
    async (id: number) => {
      const details = await fetchCaseDetails(id, language);
      return details ? { article: toArticleView(details, categories), summary: details.articleSummary } : null;
    },
    [language, categories],
  );
  const state = useDetailsById(search, load);
  const ready = state.status === 'ready' ? state.item : null;
  useItemHead(
    ready && {
      company,
      language,
      pageTitle: ready.article.articleTitle,
      description: ready.summary,
      canonicalPath: caseDetailsPath(ready.article.articleId),
    },
  );
  if (state.status === 'ready') return <CaseArticle article={state.item.article} />;
  if (state.status === 'loading') return <DetailsLoading copy="cases" />;
  return <CaseMissing categories={categories} failed={state.status === 'failed'} />;
}

/** No such case (or it could not be loaded): says so and leads back to all cases. */
export function CaseMissing({ categories, failed = false }: { categories: readonly CaseCategory[]; failed?: boolean }) {
  return (
    <DetailsMissing copy="cases" failed={failed} backTo={caseListPath(rootCategory(categories)?.outLink)} backKey="details.backToAll" />
  );
}
