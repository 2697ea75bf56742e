import { graphql } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../../contract/siteRoutes';
import { Card, CardGrid } from './Cards';
import { useCopy } from './i18n';
import * as ui from './ui.module.css';

/** What a case card shows. */
export const caseCardFragment = graphql`
  fragment CaseCard on CmsArticle {
    articleId
    articleTitle
    articleSummary
    articleThumbnail
    classifyName
  }
`;

export type CaseCardItem = Queries.CaseCardFragment;

/** Cases as cards, three a row, each leading to its page; a note when there are none. */
export function CaseCards({ cases }: { cases: readonly CaseCardItem[] }) {
  const t = useCopy('pages');
  if (cases.length === 0) return <p className={ui.empty}>{t('ui.noData')}</p>;
  return (
    <CardGrid columns={3}>
      {cases.map((item) => (
        <Card
          key={item.articleId}
          title={item.articleTitle}
          image={item.articleThumbnail}
          meta={item.classifyName}
          text={item.articleSummary}
          link={{ to: `${ROUTES.caseDetails}?id=${item.articleId}`, label: t('ui.viewCase') }}
        />
      ))}
    </CardGrid>
  );
}
