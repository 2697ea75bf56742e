// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../contract/siteRoutes';
import { CaseReviews } from '../../site/src/components/content/reviews/CaseReviews';
import { CustomerReviews, type CustomerReviewItem } from '../../site/src/components/content/reviews/CustomerReviews';
import { customerReviews } from '../../seed/content/customerReviews';
import { siteWrapper } from './cases/siteHarness';

/** The seed's reviews in one language, as the build's query gives them (case ids are invented). */
const reviewsIn = (language: SiteLanguage): CustomerReviewItem[] => {
  const api = language === 'en-US' ? 'en' : 'zh';
  return customerReviews.map((review, index) => ({
    reviewId: index + 1,
    quote: review.quote[api],
    personName: review.personName[api],
    personRole: review.personRole[api],
    company: review.company[api],
    industry: review.industry[api],
    caseId: review.caseTitle === undefined ? null : 40 + index,
  }));
};

afterEach(cleanup);

describe('customer reviews', () => {
  it.each([
    ['zh-CN', '查看案例', ''],
    ['en-US', 'Read the case', '/en-US'],
  ] as const)('in %s: each review a list item with its quote, person, role, company and industry, linking its case', (language, readCase, prefix) => {
    const harness = siteWrapper(language);
    const reviews = reviewsIn(language);
    render(<CustomerReviews reviews={reviews} />, { wrapper: harness.wrapper });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(reviews.length);
    for (const [index, review] of reviews.entries()) {
      const item = within(items[index]!);
      expect(item.getByText(review.quote)).toBeTruthy();
      expect(item.getByText(review.personName)).toBeTruthy();
      expect(item.getByText(review.personRole)).toBeTruthy();
      expect(item.getByText(review.company)).toBeTruthy();
      expect(item.getByText(review.industry)).toBeTruthy();
      const links = item.queryAllByRole('link');
      if (review.caseId === null) expect(links).toEqual([]);
      else {
        expect(links).toHaveLength(1);
        expect(links[0]!.getAttribute('href')).toBe(`${prefix}/caseDetails?id=${review.caseId}`);
        // The visible words are the same on every card; the accessible name says whose case it is.
        expect(links[0]!.textContent).toContain(readCase);
        expect(links[0]!.textContent).toContain(review.company);
      }
    }
    expect(harness.missing).toEqual([]);
  });

  it('carries no microdata: search engines read the reviews from the page\'s JSON-LD (seo/structuredData/review.ts)', () => {
    const { container } = render(<CustomerReviews reviews={reviewsIn('en-US')} />, { wrapper: siteWrapper('en-US').wrapper });
    expect(container.querySelectorAll('li')).toHaveLength(reviewsIn('en-US').length);
    expect(container.querySelectorAll('[itemscope], [itemprop], [itemtype]')).toHaveLength(0);
  });

  it('on a case page: a titled section without links to the case, and nothing at all for a case nobody reviewed', () => {
    const harness = siteWrapper('zh-CN');
    const reviews = reviewsIn('zh-CN').filter((review) => review.caseId !== null).slice(0, 1);
    const { container, rerender } = render(<CaseReviews reviews={reviews} />, { wrapper: harness.wrapper });
    const section = screen.getByRole('region', { name: '客户怎么说' });
    expect(within(section).getByText(reviews[0]!.quote)).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
    rerender(<CaseReviews reviews={[]} />);
    expect(container.innerHTML).toBe('');
    expect(harness.missing).toEqual([]);
  });
});
