/**
 * The one client of the open API (contract/openApiClient.ts) and the build's use of it
 * (site/gatsby/source/cmsFetch.ts), against a real CMS on a real SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api';
import type { ClassifyNode } from '../../contract/entities/classify';
import { createOpenApiClient, DeliveryError, openApiUrl } from '../../contract/openApiClient';
import { cmsFetch } from '../../site/gatsby/source/cmsFetch';
import { startTestApp, type TestApp } from '../support/testApp';

/** An origin nothing listens on. */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('the open API client', () => {
  let test: TestApp;
  let origin: string;
  let fileId: number;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const client = createOpenApiClient(origin);
    const tree = await client.get(API_PATHS.classifyTree, { classifyType: 4 });
    const rootId = (tree.data as ClassifyNode[])[0]!.classifyId;
    const list = await client.get(API_PATHS.articleList, { classifyId: rootId, pageSize: 1 });
    fileId = (list.rows as Array<{ fileId: number }>)[0]!.fileId;
  });
  afterAll(() => test?.close());

  it('builds a call\'s address under the base path, leaving out empty query values', () => {
    expect(openApiUrl('https://cms.example.com/', 'article/list', { pageNum: 2, tagIds: '', language: undefined })).toBe(
      'https://cms.example.com/cms/open/api/article/list?pageNum=2',
    );
    expect(openApiUrl('', 'job/list')).toBe('/cms/open/api/job/list');
  });

  it('answers the envelope of a read, and a refusal\'s envelope rather than throwing', async () => {
    const client = createOpenApiClient(origin);
    const tree = await client.get(API_PATHS.classifyTree, { classifyType: 0, language: 'en' });
    expect(tree.code).toBe(0);
    expect(Array.isArray(tree.data)).toBe(true);
    const missing = await client.get(API_PATHS.articleDetails(99_999_999));
    expect(missing.code).toBe(404);
  });

  it('posts with the language of the answer and an Idempotency-Key: the same key again stores nothing new', async () => {
    const client = createOpenApiClient(origin);
    const request = { name: 'Jane Smith', phone: '+44 20 7946 0958', company: 'Client Test Ltd', email: 'jane@example.com', fileId, privacyConsent: true };
    const first = await client.postJson(API_PATHS.downloadRequestAdd, request, { language: 'en', idempotencyKey: 'c0ffee00-0000-4000-8000-000000000001' });
    const again = await client.postJson(API_PATHS.downloadRequestAdd, request, { language: 'en', idempotencyKey: 'c0ffee00-0000-4000-8000-000000000001' });
    expect(first).toMatchObject({ code: 0, msg: 'Submitted successfully' });
    expect(again).toEqual(first);
    const rows = await test.app.db.selectFrom('download_request').selectAll().where('company', '=', 'Client Test Ltd').execute();
    expect(rows).toHaveLength(1);
    const refused = await client.postJson(API_PATHS.downloadRequestAdd, { ...request, email: 'not an address' }, { language: 'en' });
    expect(refused.code).toBe(400);
  });

  it('rejects with a retryable DeliveryError when the CMS cannot be reached', async () => {
    const failure = await createOpenApiClient(UNREACHABLE).get(API_PATHS.classifyTree).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ retryable: true, status: undefined });
  });

  it('at build time answers the envelope, and fails loudly on an unreachable CMS or a non-zero code', async () => {
    const tree = await cmsFetch<{ code: number; msg: string; data: ClassifyNode[] }>(origin, `${API_PATHS.classifyTree}?classifyType=0`);
    expect(tree.data[0]!.classifyId).toBeTypeOf('number');
    await expect(cmsFetch(UNREACHABLE, API_PATHS.classifyTree)).rejects.toThrow(/cannot be reached .*npm run cms/);
    await expect(cmsFetch(origin, API_PATHS.articleDetails(99_999_999))).rejects.toThrow(/answered .*articleDetails.* with code 404/);
  });
});
