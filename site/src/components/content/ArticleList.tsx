import React from 'react';
import { useCopy } from './i18n';
import { cmsAsset } from '../../runtime/cmsOrigin';
import { SEARCH_IGNORE, searchItem, type SearchKind } from '../search/searchMarks';
import * as styles from './ArticleList.module.css';
import { CmsImage } from './CmsImage';
import { Prose } from './Prose';
import * as ui from './ui.module.css';

export interface ArticleEntry {
  articleId: number;
  articleTitle: string;
  articleSummary: string;
  articleContent?: string;
  articleThumbnail?: string;
  /** YYYY-MM-DD. */
  date: string;
  fileUrl?: string | null;
}

export interface ArticleListProps {
  articles: readonly ArticleEntry[];
  /** Level of each entry's title within its section. */
  headingLevel?: 3 | 4;
  /** Show the full text in a disclosure under the summary. */
  withContent?: boolean;
  withThumbnails?: boolean;
  /** Label of the PDF link when an entry has a file (e.g. "下载 PDF"). */
  fileLabel?: string;
  /** Open the full text's disclosure from the start (a preview shows the text being written). */
  expanded?: boolean;
  /** The list's items are searchable, each a result of this kind linking to its item (on the page with `query`). */
  search?: { kind: SearchKind; query?: string };
}

/**
 * A dated list of articles (news, reports, announcements): date, title, summary, the full text in
 * an accessible `<details>` disclosure and, when there is one, a direct download of the PDF.
 */
export function ArticleList({ articles, headingLevel = 3, withContent = true, withThumbnails = false, fileLabel, expanded = false, search }: ArticleListProps) {
  const t = useCopy('pages');
  if (articles.length === 0) return <p className={ui.empty}>{t('ui.noData')}</p>;
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <ol className={styles.list}>
      {articles.map((article) => (
        <li
          key={article.articleId}
          className={styles.item}
          id={`article-${article.articleId}`}
          {...(search ? searchItem(search.kind, article.articleTitle, search.query) : {})}
        >
          <article className={`${styles.article} ${withThumbnails && article.articleThumbnail ? styles.withThumb : ''}`}>
            {withThumbnails && article.articleThumbnail ? (
              <CmsImage src={article.articleThumbnail} alt={article.articleTitle} className={styles.thumb} />
            ) : null}
            <div className={styles.body}>
              <time dateTime={article.date} className={styles.date} {...SEARCH_IGNORE}>
                {article.date}
              </time>
              <Heading className={styles.title}>{article.articleTitle}</Heading>
              {article.articleSummary ? <p className={styles.summary}>{article.articleSummary}</p> : null}
              <div className={styles.actions} {...SEARCH_IGNORE}>
                {article.fileUrl && fileLabel ? (
                  <a href={cmsAsset(article.fileUrl)} download className={ui.buttonSecondary}>
                    {fileLabel}
                    <span className={ui.visuallyHidden}>
                      {t('ui.itemContext', { title: article.articleTitle })}
                    </span>
                  </a>
                ) : null}
              </div>
              {withContent && article.articleContent ? (
                <details className={styles.details} open={expanded}>
                  <summary className={ui.disclosure} {...SEARCH_IGNORE}>
                    {t('ui.readFull')}
                    <span className={ui.visuallyHidden}>{t('ui.itemContext', { title: article.articleTitle })}</span>
                  </summary>
                  <Prose html={article.articleContent} topHeading={headingLevel + 1} compact className={styles.content} />
                </details>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
