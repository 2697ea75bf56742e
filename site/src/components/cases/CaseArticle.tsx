import React from 'react';
import type { ArticleNeighbour } from '../../../../contract/entities/article';
import { ContentPicture, type PictureFiles } from '../content/ContentPicture';
import { SEARCH_IGNORE, searchBody } from '../search/searchMarks';
import { caseDetailsPath, caseListPath } from './categoryTree';
import * as styles from './CaseArticle.module.css';
import * as prose from './prose.module.css';
import { SiteLink, useText } from './text';

/** A case as the details page shows it, whether it came from GraphQL or from the CMS at run time. */
export interface CaseArticleView {
  articleId: number;
  articleTitle: string;
  articleThumbnail: string;
  /** The media library's picture at the thumbnail's address: its alternative text and files (none at run time). */
  thumbnailPicture?: PictureFiles | null;
  /** Sanitised HTML written by editors. */
  articleContent: string;
  publishTime: string;
  classifyName: string;
  /** The category's route segment, for the way back to its list. */
  outLink: string;
  previous: ArticleNeighbour | null;
  next: ArticleNeighbour | null;
}

/** The article column is 52rem wide at most, the page's width below that. */
const THUMBNAIL_SIZES = '(min-width: 56rem) 52rem, 100vw';

/** The ISO date part of a publish time. */
const dateOf = (value: string) => value.slice(0, 10);

export function CaseArticle({ article }: { article: CaseArticleView }) {
  const t = useText('cases');
  const listPath = caseListPath(article.outLink);
  return (
    <article className={styles.article} {...searchBody('cases')}>
      <header className={styles.header}>
        <h1 className={styles.title}>{article.articleTitle}</h1>
        <dl className={styles.meta} {...SEARCH_IGNORE}>
          <div>
            <dt>{t('details.published')}</dt>
            <dd>
              <time dateTime={dateOf(article.publishTime)}>{dateOf(article.publishTime)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('details.category')}</dt>
            <dd>
              <SiteLink to={listPath}>{article.classifyName}</SiteLink>
            </dd>
          </div>
        </dl>
      </header>
      <ContentPicture
        src={article.articleThumbnail}
        picture={article.thumbnailPicture}
        fallbackAlt={article.articleTitle}
        sizes={THUMBNAIL_SIZES}
        className={article.articleThumbnail.endsWith('.svg') ? `${styles.thumbnail} ${styles.drawing}` : styles.thumbnail}
        eager
      />
      <div className={`${prose.prose} ${styles.content}`} dangerouslySetInnerHTML={{ __html: article.articleContent }} />
      <nav className={styles.neighbours} aria-label={t('details.neighboursLabel')} {...SEARCH_IGNORE}>
        <Neighbour label={t('details.previous')} neighbour={article.previous} rel="prev" />
        <Neighbour label={t('details.next')} neighbour={article.next} rel="next" />
      </nav>
      <p className={styles.back} {...SEARCH_IGNORE}>
        <SiteLink to={listPath} className={styles.backLink}>
          <span aria-hidden="true">‹</span>
          {t('details.backToList', { category: article.classifyName })}
        </SiteLink>
      </p>
    </article>
  );
}

function Neighbour({ label, neighbour, rel }: { label: string; neighbour: ArticleNeighbour | null; rel: 'prev' | 'next' }) {
  const t = useText('cases');
  return (
    <p className={rel === 'next' ? `${styles.neighbour} ${styles.next}` : styles.neighbour}>
      <span className={styles.neighbourLabel}>{label}</span>
      {neighbour ? (
        <SiteLink to={caseDetailsPath(neighbour.articleId)} rel={rel}>
          {neighbour.articleTitle}
        </SiteLink>
      ) : (
        <span className={styles.none}>{t('details.none')}</span>
      )}
    </p>
  );
}
