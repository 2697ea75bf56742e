import { withoutEmpty, type JsonLdNode } from './jsonLd';
import type { SiteFacts } from './siteFacts';

/** A customer review as the site shows it (`cmsCustomerReview`). */
export interface ReviewFacts {
  quote: string;
  personName: string;
  personRole: string;
  company: string;
}

/**
 * A customer's review of the company: the quote, by a person of the customer's company. The
 * reviews have no rating, and reviews of a company on its own site are not shown as review
 * snippets by Google anyway (docs/seo.md): the nodes say who said what of whom.
 */
export function reviewNode(site: SiteFacts, review: ReviewFacts): JsonLdNode {
  return withoutEmpty({
    '@type': 'Review',
    reviewBody: review.quote,
    itemReviewed: site.organization,
    author: withoutEmpty({
      '@type': 'Person',
      name: review.personName,
      jobTitle: review.personRole,
      worksFor: review.company ? { '@type': 'Organization', name: review.company } : undefined,
    }),
    inLanguage: site.language,
  });
}

export const reviewNodes = (site: SiteFacts, reviews: readonly ReviewFacts[]) => reviews.map((review) => reviewNode(site, review));
