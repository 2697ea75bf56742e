import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, INTERNAL_API_PATHS } from '../../../../contract/api';
import type { CustomerReview } from '../../../../contract/entities/customerReview';
import type { DataEnvelope } from '../../../../contract/envelope';
import { readContentChanges } from '../../../../cms/content/contentChanges';
import { readContentRevision } from '../../../../cms/content/contentRevision';
import { listCustomerReviews } from '../../../../cms/content/customerReviews/customerReviews';
import { customerReviews as seededReviews } from '../../../../seed/content/customerReviews';
import { ENGINES, startTestApp, type TestApp } from '../../../support/testApp';

describe.each(ENGINES)('customer reviews on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const caseTitle = async (caseId: number, language: 'zh' | 'en') =>
    (await test.app.db.selectFrom('article_i18n').select('title').where('article_id', '=', caseId).where('language', '=', language).executeTakeFirstOrThrow()).title;

  it('lists the seeded reviews in each language, in order, each linked to the case it names', async () => {
    const { db } = test.app;
    for (const language of ['zh', 'en'] as const) {
      const reviews = await listCustomerReviews(db, language);
      expect(reviews.map((review) => review.company)).toEqual(seededReviews.map((review) => review.company[language]));
      expect(reviews.map((review) => review.quote)).toEqual(seededReviews.map((review) => review.quote[language]));
      for (const [index, review] of reviews.entries()) {
        const seeded = seededReviews[index]!;
        expect([review.personName, review.personRole, review.industry]).toEqual([seeded.personName[language], seeded.personRole[language], seeded.industry[language]]);
        if (seeded.caseTitle === undefined) expect(review.caseId).toBeNull();
        else expect(await caseTitle(review.caseId!, 'en')).toBe(seeded.caseTitle);
      }
    }
  });

  it('serves the same list to the build', async () => {
    for (const language of ['zh', 'en'] as const) {
      const response = await test.app.inject({ url: `${API_BASE_PATH}/${INTERNAL_API_PATHS.customerReviews}?language=${language}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<DataEnvelope<CustomerReview[]>>().data).toEqual(await listCustomerReviews(test.app.db, language));
    }
  });

  it('keeps a review whose case is deleted, without the link, and leaves out a review with no text in the language', async () => {
    const { db } = test.app;
    const revisionBefore = await readContentRevision(db);
    const changedBefore = (await readContentChanges(db)).customer_review;
    const article = await db.selectFrom('article').select('article_id').orderBy('article_id', 'desc').executeTakeFirstOrThrow();
    const { review_id: reviewId } = await db.insertInto('customer_review').values({ case_id: article.article_id, sort: 99 }).returning('review_id').executeTakeFirstOrThrow();
    await db
      .insertInto('customer_review_i18n')
      .values({ review_id: reviewId, language: 'zh', quote: '仅中文的评价', person_name: '测试', person_role: '测试', company: '测试公司', industry: '测试' })
      .execute();
    expect(await readContentRevision(db)).toBeGreaterThan(revisionBefore);
    expect((await readContentChanges(db)).customer_review! >= changedBefore!).toBe(true);

    expect((await listCustomerReviews(db, 'zh')).at(-1)).toMatchObject({ reviewId, caseId: article.article_id, quote: '仅中文的评价' });
    expect((await listCustomerReviews(db, 'en')).map((review) => review.reviewId)).not.toContain(reviewId);

    // Its texts and tags go by cascade.
    await db.deleteFrom('article').where('article_id', '=', article.article_id).execute();
    expect((await listCustomerReviews(db, 'zh')).at(-1)).toMatchObject({ reviewId, caseId: null });
  });
});
