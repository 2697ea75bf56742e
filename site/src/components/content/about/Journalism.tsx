import React, { type ReactNode } from 'react';
import { AboutLayout } from '../AboutLayout';
import { ArticleList, type ArticleEntry } from '../ArticleList';
import { useCopy } from '../i18n';
import { Section } from '../Section';

/** The journalism page around its articles: the about-us frame and the newsroom section. */
export function JournalismNewsroom({ children }: { children: ReactNode }) {
  const t = useCopy('about');
  return (
    <AboutLayout child="journalism">
      <Section id="newsroom" title={t('journalism.listTitle')} intro={<p>{t('journalism.intro')}</p>}>
        {children}
      </Section>
    </AboutLayout>
  );
}

export interface JournalismArticlesProps {
  articles: readonly ArticleEntry[];
  /** Each entry's full text open from the start. */
  expanded?: boolean;
  /** The items are searchable, shown on the journalism page with this query (their tab); not in a preview. */
  searchQuery?: string;
}

/** News items as the journalism page lists them: dated, with thumbnails and the PDF. */
export function JournalismArticles({ articles, expanded, searchQuery }: JournalismArticlesProps) {
  const t = useCopy('about');
  return (
    <ArticleList
      articles={articles}
      headingLevel={4}
      withThumbnails
      fileLabel={t('journalism.downloadIssue')}
      expanded={expanded}
      search={searchQuery === undefined ? undefined : { kind: 'news', query: searchQuery }}
    />
  );
}
