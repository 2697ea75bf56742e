import { Link } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { cmsAsset } from '../../api/cmsClient';
import * as a11y from './a11y.module.css';
import type { CaseCardData } from './caseTypes';
import { caseDetailsPath } from './categoryTree';
import * as styles from './CaseCard.module.css';

/** A case of the grid: thumbnail, title, summary and the detail button (SPEC §2). */
export function CaseCard({ card }: { card: CaseCardData }) {
  const { t } = useTranslation('cases');
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
        <Link className={styles.detail} to={caseDetailsPath(card.articleId)} data-case-detail="">
          {t('list.viewDetails')}
          <span className={a11y.visuallyHidden}>{t('list.viewDetailsOf', { title: card.articleTitle })}</span>
        </Link>
      </div>
    </article>
  );
}
