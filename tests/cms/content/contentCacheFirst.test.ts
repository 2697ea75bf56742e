import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/** A time-to-live no test outlasts. */
const AN_HOUR = 3_600;

const LIST = '/cms/open/api/article/list?classifyId=1&pageNum=1&pageSize=8&language=en';

/** What a cached answer must repeat of the first: everything but the date. */
function answerOf(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe.each(ENGINES)('answers the content cache holds on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine, { contentCacheSeconds: AN_HOUR });
  });
  afterAll(() => test.close());

  it('are sent again as they were first sent, headers and bytes, without reading the database', async () => {
    const first = await test.app.inject({ method: 'GET', url: LIST });
    expect(first.statusCode).toBe(200);
    expect(first.json().rows.length).toBeGreaterThan(0);
    // New English titles would change a computed answer: the cached one stays.
    await test.app.db.updateTable('article_i18n').set({ title: 'Changed meanwhile' }).where('language', '=', 'en').execute();
    const again = await test.app.inject({ method: 'GET', url: LIST });
    expect(answerOf(again)).toEqual(answerOf(first));
    await test.app.announceContentChange();
    const fresh = await test.app.inject({ method: 'GET', url: LIST });
    expect(fresh.json().rows[0].articleTitle).toBe('Changed meanwhile');
  });

  it('are never kept for a URL whose parameters are refused: it is refused every time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await test.app.inject({ method: 'GET', url: '/cms/open/api/article/list?classifyId=abc' });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });
});
