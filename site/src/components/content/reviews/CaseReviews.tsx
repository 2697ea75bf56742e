import React from 'react';
import { useCopy } from '../i18n';
import { CustomerReviews, type CustomerReviewItem } from './CustomerReviews';
import * as styles from './CustomerReviews.module.css';

/** What the customer of a case said, below the case; nothing when there is no review of it. */
export function CaseReviews({ reviews }: { reviews: readonly CustomerReviewItem[] }) {
  const t = useCopy('reviews');
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="case-reviews-title" className={styles.caseReviews}>
      <h2 id="case-reviews-title" className={styles.caseReviewsTitle}>
        {t('caseTitle')}
      </h2>
      <CustomerReviews reviews={reviews} linkCases={false} />
    </section>
  );
}
