import { API_PATHS, CASE_PAGE_SIZE } from '../../../contract/api';
import type { ArticleDetails, ArticleListItem } from '../../../contract/entities/article';
import { isSuccess, type DataEnvelope, type PageEnvelope } from '../../../contract/envelope';
import { toApiLanguage } from '../../../contract/language';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { cmsGet } from '../../runtime/cmsClient';
import type { CaseCardData } from './caseTypes';

/*
 * Run-time calls of the case pages. They go through `cmsGet`, so they reach the CMS at
 * GATSBY_CMS_URL (the same origin by default). Tests inject the origin of a CMS they start by
 * setting GATSBY_CMS_URL before importing the components.
 */

export interface CasePageRequest {
  classifyId: number;
  pageNum: number;
  tagIds: readonly number[];
  language: SiteLanguage;
}

export interface CasePage {
  rows: CaseCardData[];
  total: number;
}

/**
 * One page of a category's cases (`article/list`, 8 a page). Null when the CMS answers a
 * non-zero code: SPEC §8 says such an answer is ignored silently. Network failures reject.
 */
export async function fetchCasePage({ classifyId, pageNum, tagIds, language }: CasePageRequest): Promise<CasePage | null> {
  const answer = await cmsGet<PageEnvelope<ArticleListItem>>(API_PATHS.articleList, {
    classifyId,
    pageNum,
    pageSize: CASE_PAGE_SIZE,
    language: toApiLanguage(language),
    tagIds: tagIds.length > 0 ? tagIds.join(',') : undefined,
  });
  if (!isSuccess(answer) || !Array.isArray(answer.rows)) return null;
  return {
    total: Number(answer.total) || 0,
    rows: answer.rows.map(({ articleId, articleTitle, articleSummary, articleThumbnail }) => ({
      articleId, articleTitle, articleSummary, articleThumbnail,
    })),
  };
}

/** A case in full (`articleDetails/{id}`), or null when the CMS has none (404 or any non-zero code). */
export async function fetchCaseDetails(articleId: number, language: SiteLanguage): Promise<ArticleDetails | null> {
  const answer = await cmsGet<DataEnvelope<ArticleDetails>>(API_PATHS.articleDetails(articleId), {
    language: toApiLanguage(language),
  });
  return isSuccess(answer) && answer.data ? answer.data : null;
}
