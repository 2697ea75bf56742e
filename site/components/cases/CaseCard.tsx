import React from 'react';
import { cmsAsset } from '../../runtime/cmsClient';
import * as a11y from './a11y.module.css';
import type { CaseCardData } from './caseTypes';
import { caseDetailsPath } from './categoryTree';
import * as styles from './CaseCard.module.css';
import { SiteLink, useText } from './text';

/** A case of the grid: thumbnail, title, summary and the detail button (SPEC §2). */
export function CaseCard({ card }: { card: CaseCardData }) {
  const t = useText('cases');
  return (
    <article className={styles.card}>
      <img
        className={styles.thumbnail}
        src={cmsAsset(card.articleThumbnail)}
        alt={card.articleTitle}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{card.articleTitle}</h3>
        <p className={styles.summary}>{card.articleSummary}</p>
        <SiteLink className={styles.detail} to={caseDetailsPath(card.articleId)} data-case-detail="">
          {t('list.viewDetails')}
          <span className={a11y.visuallyHidden}>{t('list.viewDetailsOf', { title: card.articleTitle })}</span>
        </SiteLink>
      </div>
    </article>
  );
}
