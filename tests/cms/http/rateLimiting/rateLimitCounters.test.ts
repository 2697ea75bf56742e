import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRateLimitHit, deleteEndedRateLimitCounters } from '../../../../cms/http/rateLimiting/rateLimitCounters';
import { ENGINES, startTestApp, type TestApp } from '../../../support/testApp';

describe.each(ENGINES)('rate limit counters on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine, { seed: undefined });
  });
  afterAll(() => test.close());

  const WINDOW = 60_000;
  const START = 1_800_000_000_000;

  it('counts each key apart within its window, and starts a new window at 1 once it has ended', async () => {
    const { db } = test.app;
    expect(await countRateLimitHit(db, 'a', WINDOW, START)).toEqual({ hits: 1, windowEndsAt: START + WINDOW });
    expect(await countRateLimitHit(db, 'a', WINDOW, START + 10)).toEqual({ hits: 2, windowEndsAt: START + WINDOW });
    expect(await countRateLimitHit(db, 'b', WINDOW, START + 20)).toEqual({ hits: 1, windowEndsAt: START + 20 + WINDOW });
    expect(await countRateLimitHit(db, 'a', WINDOW, START + WINDOW)).toEqual({ hits: 1, windowEndsAt: START + 2 * WINDOW });
  });

  it('loses no count when many requests arrive at once', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => countRateLimitHit(test.app.db, 'burst', WINDOW, START)));
    expect(counts.map((count) => count.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('deletes only the counters whose window has ended', async () => {
    await deleteEndedRateLimitCounters(test.app.db, START + WINDOW + 15);
    const left = await test.app.db.selectFrom('rate_limit_counter').select('counter_key').orderBy('counter_key').execute();
    expect(left.map((row) => row.counter_key)).toEqual(['a', 'b']);
  });
});
