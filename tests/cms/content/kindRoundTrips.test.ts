import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS, INTERNAL_API_PATHS } from '../../../contract/api';
import { CLASSIFY_TYPES } from '../../../contract/entities/classify';
import type { ContentKindDefinition } from '../../../cms/content/contentKind';
import { sortOf } from '../../../cms/content/documentSort';
import { customerReviewsKind } from '../../../cms/content/customerReviews/customerReviewKind';
import { friendlyLinksKind } from '../../../cms/content/friendlyLinks/friendlyLinkKind';
import { jobCategoriesKind, workPlacesKind } from '../../../cms/content/jobs/jobFacetKind';
import { jobsKind } from '../../../cms/content/jobs/jobKind';
import { productsKind } from '../../../cms/content/products/productKind';
import { serviceLocationsKind } from '../../../cms/content/serviceLocations/serviceLocationKind';
import { videosKind } from '../../../cms/content/videos/videoKind';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/**
 * Each kind's live rows through its definition, on a real database of each engine: what is
 * created is hidden from the open API until published, reads back as written, takes a change,
 * hides again when unpublished and is gone when removed.
 */

interface RoundTrip<Document> {
  kind: ContentKindDefinition<Document>;
  /** A new item as an editor sends it (untrimmed where text is typed). */
  draft: (ids: SeededIds) => unknown;
  /** The same item as stored. */
  stored: (ids: SeededIds) => Document;
  /** A change an editor makes to it. */
  change: (document: Document) => Document;
  /** The ids the open API shows (Chinese). */
  shown: (app: FastifyInstance) => Promise<number[]>;
}

interface SeededIds {
  jobCategoryId: number;
  workPlaceId: number;
  caseId: number;
}

const roundTrip = <Document>(trip: RoundTrip<Document>) => trip as RoundTrip<unknown>;

async function openApi<T>(app: FastifyInstance, path: string): Promise<T> {
  const response = await app.inject({ url: `${API_BASE_PATH}/${path}` });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

const ids = <Row>(rows: Row[], id: (row: Row) => number) => rows.map(id);

const TRIPS = [
  roundTrip({
    kind: jobsKind,
    draft: (seeded) => ({
      jobCategoryId: seeded.jobCategoryId, workPlaceId: seeded.workPlaceId, headcount: 2, announceTime: '2026-11-20', closingDate: ' 2026-12-31 ', employmentType: 'PART_TIME',
      texts: {
        zh: { post: '  仓储规划工程师 ', place: '海淀区', duties: '<p>规划仓库</p><script>alert(1)</script>', requirements: '<ul><li>本科</li></ul>' },
        en: { post: ' Warehouse Planning Engineer ', place: 'Haidian', duties: '<p>Plan warehouses</p><img src=x onerror=alert(1)>', requirements: '<p>Degree</p>' },
      },
      recruiterMailbox: ' Recruiter@Example.com ', recruiterLanguage: 'en',
    }),
    stored: (seeded) => ({
      jobCategoryId: seeded.jobCategoryId, workPlaceId: seeded.workPlaceId, headcount: 2, announceTime: '2026-11-20', closingDate: '2026-12-31', employmentType: 'PART_TIME' as const,
      texts: {
        zh: { post: '仓储规划工程师', place: '海淀区', duties: '<p>规划仓库</p>', requirements: '<ul><li>本科</li></ul>' },
        en: { post: 'Warehouse Planning Engineer', place: 'Haidian', duties: '<p>Plan warehouses</p><img src="x" />', requirements: '<p>Degree</p>' },
      },
      recruiterMailbox: 'recruiter@example.com', recruiterLanguage: 'en' as const,
    }),
    change: (job) => ({ ...job, headcount: 3, closingDate: null, employmentType: 'INTERN' as const, texts: { ...job.texts, en: null }, recruiterMailbox: null }),
    shown: async (app) => ids((await openApi<{ rows: Array<{ jobId: number }> }>(app, `${API_PATHS.jobList}?pageSize=100`)).rows, (row) => row.jobId),
  }),
  roundTrip({
    kind: jobCategoriesKind,
    draft: () => ({ names: { zh: ' 物流规划 ', en: ' Logistics Planning ' }, sort: 9 }),
    stored: () => ({ names: { zh: '物流规划', en: 'Logistics Planning' }, sort: 9 }),
    change: (category) => ({ ...category, names: { zh: '物流规划与仿真', en: null } }),
    shown: async (app) => ids((await openApi<{ data: Array<{ jobCategoryId: number }> }>(app, API_PATHS.jobCategories)).data, (row) => row.jobCategoryId),
  }),
  roundTrip({
    kind: workPlacesKind,
    draft: () => ({ names: { zh: '成都', en: null }, sort: 9 }),
    stored: () => ({ names: { zh: '成都', en: null }, sort: 9 }),
    change: (place) => ({ ...place, names: { zh: '成都', en: 'Chengdu' }, sort: 1 }),
    shown: async (app) => ids((await openApi<{ data: Array<{ workPlaceId: number }> }>(app, API_PATHS.workPlaces)).data, (row) => row.workPlaceId),
  }),
  roundTrip({
    kind: productsKind,
    draft: () => ({
      productType: 'agv', productKey: 'towing', image: '/cms/static/images/towing.webp', url: '/agv/towing', sort: 7,
      texts: {
        zh: { title: '牵引式 AGV', description: '拖挂料车', content: '<h2>参数</h2><img src="x" onerror="alert(1)">', group: '', highlights: [' 3 吨 ', '1.5 m/s'] },
        en: { title: 'Towing AGV', description: 'Tows carts', content: '', group: '', highlights: [] },
      },
    }),
    stored: () => ({
      productType: 'agv' as const, productKey: 'towing', image: '/cms/static/images/towing.webp', url: '/agv/towing', sort: 7,
      texts: {
        zh: { title: '牵引式 AGV', description: '拖挂料车', content: '<h2>参数</h2><img src="x" />', group: '', highlights: ['3 吨', '1.5 m/s'] },
        en: { title: 'Towing AGV', description: 'Tows carts', content: '', group: '', highlights: [] },
      },
    }),
    change: (product) => ({ ...product, url: 'https://cloud.example/towing' }),
    shown: async (app) => ids((await openApi<{ data: Array<{ productId: number }> }>(app, `${API_PATHS.productList}?language=zh`)).data, (row) => row.productId),
  }),
  roundTrip({
    kind: videosKind,
    draft: () => ({
      cover: '/cms/static/images/cover.webp', videoUrl: '/cms/static/videos/film.mp4', durationSeconds: 95, publishTime: '2026-10-01', sort: 0,
      texts: { zh: { title: '新工厂', description: '' }, en: null },
    }),
    stored: () => ({
      cover: '/cms/static/images/cover.webp', videoUrl: '/cms/static/videos/film.mp4', durationSeconds: 95, publishTime: '2026-10-01', sort: 0,
      texts: { zh: { title: '新工厂', description: '' }, en: null },
    }),
    change: (video) => ({ ...video, texts: { ...video.texts, en: { title: 'The new factory', description: 'A tour' } } }),
    shown: async (app) => ids((await openApi<{ rows: Array<{ mediaId: number }> }>(app, `${API_PATHS.mediaList}?pageSize=100&language=zh`)).rows, (row) => row.mediaId),
  }),
  roundTrip({
    kind: friendlyLinksKind,
    draft: () => ({ language: 'zh', name: ' 物流协会 ', link: ' https://logistics.example/ ', sort: 4 }),
    stored: () => ({ language: 'zh' as const, name: '物流协会', link: 'https://logistics.example/', sort: 4 }),
    change: (link) => ({ ...link, link: 'https://logistics.example/cn' }),
    shown: async (app) => ids((await openApi<{ data: Array<{ blogrollId: number }> }>(app, `${API_PATHS.friendlyLinks}?language=zh`)).data, (row) => row.blogrollId),
  }),
  roundTrip({
    kind: serviceLocationsKind,
    draft: () => ({
      locationType: 'service', phone: '028-0000-0000', sort: 8, mailbox: '', mailboxLanguage: 'zh', provinces: ['重庆市', '四川省', '重庆市'],
      texts: { zh: { name: '成都服务站', province: '四川省', address: '成都市高新区' }, en: { name: 'Chengdu service point', province: 'Sichuan', address: 'Hi-tech Zone, Chengdu' } },
    }),
    stored: () => ({
      locationType: 'service' as const, phone: '028-0000-0000', sort: 8, mailbox: null, mailboxLanguage: 'zh' as const, provinces: ['四川省', '重庆市'],
      texts: { zh: { name: '成都服务站', province: '四川省', address: '成都市高新区' }, en: { name: 'Chengdu service point', province: 'Sichuan', address: 'Hi-tech Zone, Chengdu' } },
    }),
    change: (location) => ({ ...location, mailbox: 'sichuan-sales@example.com', mailboxLanguage: 'en' as const, provinces: ['四川省'] }),
    shown: async (app) => ids((await openApi<{ data: Array<{ locationId: number }> }>(app, `${API_PATHS.serviceLocations}?language=zh`)).data, (row) => row.locationId),
  }),
  roundTrip({
    kind: customerReviewsKind,
    draft: (seeded) => ({
      caseId: seeded.caseId, sort: 5,
      texts: { zh: { quote: '交付准时。', personName: '王工', personRole: '', company: '某制造企业', industry: '制造' }, en: null },
    }),
    stored: (seeded) => ({
      caseId: seeded.caseId, sort: 5,
      texts: { zh: { quote: '交付准时。', personName: '王工', personRole: '', company: '某制造企业', industry: '制造' }, en: null },
    }),
    change: (review) => ({ ...review, caseId: null }),
    shown: async (app) => ids((await openApi<{ data: Array<{ reviewId: number }> }>(app, `${INTERNAL_API_PATHS.customerReviews}?language=zh`)).data, (row) => row.reviewId),
  }),
];

const LIST = { offset: 0, limit: 1000, sortField: 'id', descending: false, filter: {} };

describe.each(ENGINES)('content kinds on %s', (engine) => {
  let test: TestApp;
  let seeded: SeededIds;
  beforeAll(async () => {
    test = await startTestApp(engine);
    const { db } = test.app;
    const job = await db.selectFrom('job').select(['job_category_id', 'work_place_id']).orderBy('job_id').executeTakeFirstOrThrow();
    const aCase = await db
      .selectFrom('article as a')
      .innerJoin('classify as c', 'c.classify_id', 'a.classify_id')
      .select('a.article_id')
      .where('c.classify_type', '=', CLASSIFY_TYPES.cases)
      .orderBy('a.article_id')
      .executeTakeFirstOrThrow();
    seeded = { jobCategoryId: job.job_category_id, workPlaceId: job.work_place_id, caseId: aCase.article_id };
  });
  afterAll(() => test.close());

  it.each(TRIPS.map((trip) => [trip.kind.kind, trip] as const))('%s: create hidden, publish, change, unpublish, remove', async (_kind, trip) => {
    const { app } = test;
    const { kind } = trip;
    const parsed = kind.schema['~standard'].validate(trip.draft(seeded));
    if (parsed instanceof Promise || parsed.issues) throw new Error(`the draft is refused: ${JSON.stringify(parsed)}`);
    const document = parsed.value;
    expect(document).toEqual(trip.stored(seeded));

    await kind.check(app.db, document, null);
    const id = await kind.create(app.db, document);
    expect(await kind.load(app.db, id)).toEqual({ document, published: false });
    const listed = (await kind.list(app.db, LIST)).rows.find((row) => row.id === id);
    expect(listed).toEqual({ id, title: kind.titles(document), sort: sortOf(document), published: false });
    expect(await trip.shown(app)).not.toContain(id);

    await kind.setPublished(app.db, id, true);
    expect(await trip.shown(app)).toContain(id);
    expect((await kind.list(app.db, LIST)).rows.find((row) => row.id === id)?.published).toBe(true);

    const changed = trip.change(document);
    await kind.check(app.db, changed, id);
    await kind.apply(app.db, id, changed);
    expect(await kind.load(app.db, id)).toEqual({ document: changed, published: true });

    await kind.setPublished(app.db, id, false);
    expect(await trip.shown(app)).not.toContain(id);
    expect(await kind.load(app.db, id)).toEqual({ document: changed, published: false });

    await kind.remove(app.db, id);
    expect(await kind.load(app.db, id)).toBeNull();
    expect((await kind.list(app.db, LIST)).rows.map((row) => row.id)).not.toContain(id);
  });

  it('lists a page of a kind in the order asked, with the total of all its items', async () => {
    const { db } = test.app;
    const all = await productsKind.list(db, { ...LIST, sortField: 'sort' });
    const page = await productsKind.list(db, { offset: 2, limit: 3, sortField: 'sort', descending: false, filter: {} });
    expect(page.total).toBe(all.total);
    expect(page.rows).toEqual(all.rows.slice(2, 5));
    const agvs = await productsKind.list(db, { ...LIST, filter: { productType: 'agv' } });
    expect(agvs.total).toBeGreaterThan(0);
    expect(agvs.total).toBeLessThan(all.total);
    await expect(productsKind.list(db, { ...LIST, filter: { colour: 'red' } })).rejects.toMatchObject({ statusCode: 400 });
  });
});
