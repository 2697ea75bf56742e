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
  /** The company reviewed: every review is of it. */
  companyName: string;
  /** Whether each review links to its case (not on the case's own page). */
  linkCases?: boolean;
}

/**
 * Customer reviews as quotes, each marked up as a schema.org Review (microdata, so the pages
 * carry no inline script whose hash the Content-Security-Policy would have to allow) of the
 * company, by a person of the customer's company.
 */
export function CustomerReviews({ reviews, companyName, linkCases = true }: Props) {
  const t = useCopy('reviews');
  return (
    <ul className={styles.reviews}>
      {reviews.map((review) => (
        <li key={review.reviewId} className={styles.review} itemScope itemType="https://schema.org/Review">
          <span itemProp="itemReviewed" itemScope itemType="https://schema.org/Organization">
            <meta itemProp="name" content={companyName} />
          </span>
          <figure className={styles.figure}>
            <blockquote className={styles.quote} itemProp="reviewBody">
              <p>{review.quote}</p>
            </blockquote>
            <figcaption className={styles.author} itemProp="author" itemScope itemType="https://schema.org/Person">
              <span className={styles.name} itemProp="name">
                {review.personName}
              </span>
              <span className={styles.role}>
                <span itemProp="jobTitle">{review.personRole}</span>
                {t('separator')}
                <span itemProp="worksFor" itemScope itemType="https://schema.org/Organization">
                  <span itemProp="name">{review.company}</span>
                </span>
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
