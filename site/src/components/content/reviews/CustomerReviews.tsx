import { graphql } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../../../contract/siteRoutes';
import { useCopy } from '../i18n';
import { LocalLink as Link } from '../LocalLink';
import * as ui from '../ui.module.css';
import * as styles from './CustomerReviews.module.css';

/** What a review shows. */
export const customerReviewFragment = graphql`
  fragment CustomerReviewItem on CmsCustomerReview {
    reviewId
    quote
    personName
    personRole
    company
    industry
    caseId
  }
`;

export type CustomerReviewItem = Queries.CustomerReviewItemFragment;

interface Props {
  reviews: readonly CustomerReviewItem[];
  /** Whether each review links to its case (not on the case's own page). */
  linkCases?: boolean;
}

/**
 * Customer reviews as quotes, by a person of the customer's company. Search engines read them
 * from the page's structured data (seo/structuredData/review.ts), not from the markup.
 */
export function CustomerReviews({ reviews, linkCases = true }: Props) {
  const t = useCopy('reviews');
  return (
    <ul className={styles.reviews}>
      {reviews.map((review) => (
        <li key={review.reviewId} className={styles.review}>
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>{review.quote}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <span className={styles.name}>{review.personName}</span>
              <span className={styles.role}>
                <span>{review.personRole}</span>
                {t('separator')}
                <span>{review.company}</span>
              </span>
            </figcaption>
          </figure>
          <p className={styles.industry}>{review.industry}</p>
          {linkCases && review.caseId !== null ? (
            <Link to={`${ROUTES.caseDetails}?id=${review.caseId}`} className={ui.textLink}>
              {t('readCase')}
              <span className={ui.visuallyHidden}>{t('caseOf', { company: review.company })}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
