import React from 'react';
import type { CustomerReviewDocument } from '../../../../contract/content/documents/customerReview';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useCopy } from '../content/i18n';
import { CustomerReviews } from '../content/reviews/CustomerReviews';
import { Section } from '../content/Section';
import { MissingLanguage } from './PreviewMessage';

export interface CustomerReviewPreviewProps {
  id: number;
  review: CustomerReviewDocument;
  language: SiteLanguage;
}

/** A review's working copy as its card in the reviews section the home and service pages show. */
export function CustomerReviewPreview({ id, review, language }: CustomerReviewPreviewProps) {
  const t = useCopy('reviews');
  const text = review.texts[toApiLanguage(language)];
  if (!text) return <MissingLanguage />;
  return (
    <Section id="reviews" title={t('title')} intro={<p>{t('intro')}</p>}>
      <CustomerReviews reviews={[{ reviewId: id, caseId: review.caseId, ...text }]} />
    </Section>
  );
}
