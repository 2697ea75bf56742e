import React from 'react';
import type { ArticleDocument, ArticleText } from '../../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../../contract/content/documents/category';
import { CLASSIFY_TYPES } from '../../../../contract/entities/classify';
import { toApiLanguage, type ApiLanguage } from '../../../../contract/language';
import type { StoredFileSummary } from '../../../../contract/media/storedFile';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { CaseArticle, type CaseArticleView } from '../cases/CaseArticle';
import * as casePage from '../cases/CaseDetailsPage.module.css';
import { ArticleList, type ArticleEntry } from '../content/ArticleList';
import { JournalismArticles, JournalismNewsroom } from '../content/about/Journalism';
import { useCopy } from '../content/i18n';
import * as messages from '../common/DetailsShell.module.css';
import { MissingLanguage } from './PreviewMessage';

export interface ArticlePreviewProps {
  id: number;
  article: ArticleDocument;
  category: CategoryDocument;
  /** The file each language's version attaches, where it attaches one. */
  files: Partial<Record<ApiLanguage, StoredFileSummary>>;
  language: SiteLanguage;
}

/**
 * An article's working copy as the site will show it in `language`: a case as its details page,
 * a news item as the journalism page lists it, any other kind as its dated list entry with the
 * full text open and the language's own file to download. Neighbours are left out: they come
 * from the published list at build time. Without text in the language, says the item is hidden
 * on that language's site.
 */
export function ArticlePreview({ id, article, category, files, language }: ArticlePreviewProps) {
  const t = useCopy('investor');
  const apiLanguage = toApiLanguage(language);
  const text = article.texts[apiLanguage];
  if (!text) return <MissingLanguage />;
  const categoryName = category.names[apiLanguage] ?? '';
  if (category.classifyType === CLASSIFY_TYPES.cases) {
    return (
      <div className={casePage.page}>
        <CaseArticle article={caseView(id, article, text, category, categoryName)} />
      </div>
    );
  }
  const entry = { ...listEntry(id, article, text), fileUrl: files[apiLanguage]?.url ?? null };
  if (category.classifyType === CLASSIFY_TYPES.journalism) {
    return (
      <JournalismNewsroom>
        <JournalismArticles articles={[entry]} expanded />
      </JournalismNewsroom>
    );
  }
  return (
    <div className={casePage.page}>
      <h1 className={messages.title}>{categoryName}</h1>
      <ArticleList articles={[entry]} withThumbnails expanded fileLabel={t('ui.downloadPdf')} />
    </div>
  );
}

function caseView(id: number, article: ArticleDocument, text: ArticleText, category: CategoryDocument, categoryName: string): CaseArticleView {
  return {
    articleId: id,
    articleTitle: text.title,
    articleThumbnail: article.thumbnail,
    articleContent: text.content,
    publishTime: article.publishTime,
    classifyName: categoryName,
    outLink: category.outLink,
    previous: null,
    next: null,
  };
}

function listEntry(id: number, article: ArticleDocument, text: ArticleText): ArticleEntry {
  return {
    articleId: id,
    articleTitle: text.title,
    articleSummary: text.summary,
    articleContent: text.content,
    articleThumbnail: article.thumbnail,
    date: article.publishTime,
  };
}
