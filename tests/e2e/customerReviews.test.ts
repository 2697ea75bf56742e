/**
 * Customer reviews as a crawler gets them: in the HTML the server sends for `/home`, the service
 * support page and the page of each reviewed case, in both languages, each in the page's
 * structured data as a schema.org Review of the company by a person of the customer's company.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_API_PATHS } from '../../contract/api';
import type { CustomerReview } from '../../contract/entities/customerReview';
import type { SiteSettings } from '../../contract/entities/site';
import { ROUTES, SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { jsonLdDocumentsOf, topLevelNodes, typesOf } from '../support/structuredData/validateJsonLd';
import { startSiteServer } from '../support/siteServer';
import { api, apiLanguage, caseRoot } from './support';

/** What one Review of the page's JSON-LD says. */
interface MarkedUpReview {
  reviewBody: string;
  itemReviewed: string;
  author: string;
  jobTitle: string;
  worksFor: string;
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function reviewsIn(html: string): MarkedUpReview[] {
  return topLevelNodes(jsonLdDocumentsOf(html))
    .filter((node) => typesOf(node).includes('Review'))
    .map((review) => {
      const author = review.author as { name: string; jobTitle: string; worksFor: { name: string } };
      return {
        reviewBody: squash(review.reviewBody as string),
        itemReviewed: (review.itemReviewed as { name: string }).name,
        author: author.name,
        jobTitle: author.jobTitle,
        worksFor: author.worksFor.name,
      };
    });
}

describe('customer reviews in the built pages', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;

  beforeAll(async () => {
    server = await startSiteServer();
  });
  afterAll(() => server?.close());

  const page = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  const expected = (reviews: CustomerReview[], companyName: string): MarkedUpReview[] =>
    reviews.map((review) => ({
      reviewBody: squash(review.quote),
      itemReviewed: companyName,
      author: review.personName,
      jobTitle: review.personRole,
      worksFor: review.company,
    }));

  describe.each(SITE_LANGUAGES)('in %s', (language: SiteLanguage) => {
    let reviews: CustomerReview[];
    let companyName: string;

    beforeAll(async () => {
      const query = { language: apiLanguage(language) };
      reviews = (await api<{ data: CustomerReview[] }>(server.origin, INTERNAL_API_PATHS.customerReviews, query)).data;
      companyName = (await api<{ data: SiteSettings }>(server.origin, 'site/settings', query)).data.companyName;
    });

    it('the seed has reviews, some of a case and some of none (a precondition)', () => {
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(reviews.some((review) => review.caseId !== null)).toBe(true);
      expect(reviews.some((review) => review.caseId === null)).toBe(true);
    });

    it.each([ROUTES.home, ROUTES.serviceSupport])('%s holds every review, in its structured data', async (route) => {
      expect(reviewsIn(await page(localizedPath(route, language)))).toEqual(expected(reviews, companyName));
    });

    it('/home links each review of a case to that case', async () => {
      const { document } = new JSDOM(await page(localizedPath(ROUTES.home, language))).window;
      const marked = [...document.querySelectorAll('#reviews li')];
      for (const [index, review] of reviews.entries()) {
        const links = [...marked[index]!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
        expect(links).toEqual(review.caseId === null ? [] : [localizedPath(`${ROUTES.caseDetails}?id=${review.caseId}`, language)]);
      }
    });

    it('each reviewed case’s page holds its reviews alone', async () => {
      const reviewed = [...new Set(reviews.flatMap((review) => (review.caseId === null ? [] : [review.caseId])))];
      for (const caseId of reviewed) {
        const html = await page(localizedPath(`${ROUTES.caseDetails}?id=${caseId}`, language));
        expect(reviewsIn(html)).toEqual(expected(reviews.filter((review) => review.caseId === caseId), companyName));
      }
    });

    it('a case nobody reviewed shows no review', async () => {
      const reviewed = new Set(reviews.map((review) => review.caseId));
      const { classifyId } = await caseRoot(server.origin, language);
      const { rows } = await api<{ rows: Array<{ articleId: number }> }>(server.origin, 'article/list', { classifyId, pageNum: 1, pageSize: 20, language: apiLanguage(language) });
      const unreviewed = rows.find((row) => !reviewed.has(row.articleId));
      expect(unreviewed).toBeDefined();
      expect(reviewsIn(await page(localizedPath(`${ROUTES.caseDetails}?id=${unreviewed!.articleId}`, language)))).toEqual([]);
    });
  });
});
