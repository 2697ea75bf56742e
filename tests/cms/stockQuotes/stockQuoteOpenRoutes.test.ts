import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, SITE_PAGE_API_PATHS } from '../../../contract/api';
import type { StockQuoteAnswer } from '../../../contract/entities/stockQuote';
import { buildApp, type AppOptions } from '../../../cms/app';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { createPostgresDatabase, type PostgresDatabase } from '../../support/postgresDatabase';
import { startQuoteFeedServer, type QuoteFeedServer } from '../../support/quoteFeedServer';
import { ENGINES, testAppOptions } from '../../support/testApp';

/** Instants given in Shanghai time: Tuesday 24 November 2026 in a session and after the close, and a Saturday. */
const shanghai = (local: string) => new Date(`${local}+08:00`);
const IN_SESSION = shanghai('2026-11-24T14:35:10');
const SATURDAY = shanghai('2026-11-28T10:00:00');

const TRADING_QUOTE = {
  price: 18.62, change: 0.32, changePercent: 1.75, volume: 5_234_100, turnover: 97_465_321,
  previousClose: 18.3, quotedAt: '2026-11-24T14:35:03+08:00', suspended: false,
};

describe.each(ENGINES)('the stock quote call (%s)', (engine) => {
  let feed: QuoteFeedServer;
  let dataDir: string;
  let postgres: PostgresDatabase | undefined;
  let app: FastifyInstance | undefined;

  /** A CMS on this test's database, which outlives it: the restarts start another on the same one. */
  async function startCms(options: Partial<AppOptions>): Promise<FastifyInstance> {
    await app?.close();
    app = await buildApp({ ...testAppOptions(dataDir, postgres?.url), seed: loadDemoContent, ...options });
    await app.ready();
    // Ready does not wait on the feed: the poll a start within a session made is awaited here.
    await app.stockQuotePollsLanded();
    return app;
  }

  async function ask(cms: FastifyInstance, language = 'zh'): Promise<StockQuoteAnswer> {
    const response = await cms.inject({ method: 'GET', url: `${API_BASE_PATH}/${SITE_PAGE_API_PATHS.stockQuote}?language=${language}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: number; msg: string; data: StockQuoteAnswer }>();
    expect(body.code).toBe(0);
    return body.data;
  }

  beforeAll(async () => {
    feed = await startQuoteFeedServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-quotes-${engine}-`));
    postgres = engine === 'postgres' ? await createPostgresDatabase('quotes') : undefined;
  });
  afterEach(() => {
    feed.requests.length = 0;
    feed.answer({ quote: 'quote-trading', history: 'history' });
  });
  afterAll(async () => {
    await app?.close();
    await feed?.close();
    await postgres?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers no quote and no close on a seeded database without a feed: the seed makes none up', async () => {
    const cms = await startCms({});
    expect(await ask(cms)).toEqual({ stockCode: '300532', quote: null, lastClose: null, history: [], refreshSeconds: null });
    expect(feed.requests).toEqual([]);
  });

  it('does not poll outside trading sessions', async () => {
    const cms = await startCms({ stockQuotes: feed.settings(), clock: () => SATURDAY });
    // startCms awaited the polls the start made: a poll would have reached the feed by then.
    expect(feed.requests).toEqual([]);
    const answer = await ask(cms);
    expect(answer.quote).toBeNull();
    // The next poll is on Monday at 09:30, and the page is told to ask again a little after it.
    expect(answer.refreshSeconds).toBe((shanghai('2026-11-30T09:30:00').getTime() - SATURDAY.getTime()) / 1000 + 5);
  });

  it('polls the quote and a year of daily closes in a session, and answers them from what it kept', async () => {
    const cms = await startCms({ stockQuotes: feed.settings(60), clock: () => IN_SESSION });
    expect(feed.requests).toEqual(['/q=sz300532', '/appstock/app/fqkline/get?param=sz300532,day,,,260,qfq']);
    const answer = await ask(cms, 'en');
    expect(answer.quote).toEqual(TRADING_QUOTE);
    expect(answer.lastClose).toEqual({ date: '2026-11-23', close: 18.3 });
    expect(answer.history).toHaveLength(260);
    expect(answer.history[0]?.date).toBe('2025-11-25');
    expect(answer.history.at(-1)).toEqual(answer.lastClose);
    expect(answer.refreshSeconds).toBe(65);
    // Visitors' requests never reach the feed.
    expect(feed.requests).toHaveLength(2);
  });

  it('answers a suspended share as suspended, and no quote while the feed fails or answers garbage', async () => {
    const cms = await startCms({ stockQuotes: feed.settings(), clock: () => IN_SESSION });
    feed.answer({ quote: 'quote-suspended' });
    await cms.pollStockQuote();
    expect((await ask(cms)).quote).toMatchObject({ suspended: true, price: 18.3, volume: 0 });

    for (const failure of ['quote-truncated', 'quote-unknown-code', 'failure'] as const) {
      feed.answer({ quote: failure });
      await cms.pollStockQuote();
      const answer = await ask(cms);
      expect(answer.quote, failure).toBeNull();
      // The closes kept before are still answered.
      expect(answer.lastClose, failure).toEqual({ date: '2026-11-23', close: 18.3 });
      expect(answer.history, failure).toHaveLength(260);
    }

    feed.answer({ quote: 'quote-trading' });
    await cms.pollStockQuote();
    expect((await ask(cms)).quote).toEqual(TRADING_QUOTE);
  });

  it("keeps the 15:00 quote as the day's close, which a restart without a feed still answers", async () => {
    const cms = await startCms({ stockQuotes: feed.settings(), clock: () => shanghai('2026-11-24T15:00:00') });
    feed.answer({ quote: 'quote-closing', history: 'history-garbled' });
    await cms.pollStockQuote();
    // After the close the history is asked for again; its garbled answer changes no close.
    expect(feed.requests.filter((request) => request.startsWith('/appstock/'))).toHaveLength(2);
    expect((await ask(cms)).lastClose).toEqual({ date: '2026-11-24', close: 18.74 });

    const restarted = await startCms({});
    const answer = await ask(restarted);
    expect(answer.quote).toBeNull();
    expect(answer.lastClose).toEqual({ date: '2026-11-24', close: 18.74 });
    expect(answer.history.slice(-2)).toEqual([{ date: '2026-11-23', close: 18.3 }, { date: '2026-11-24', close: 18.74 }]);
    expect(answer.refreshSeconds).toBeNull();
  });

  it('answers the quote it kept after a restart outside a session, without polling', async () => {
    const cms = await startCms({ stockQuotes: feed.settings(), clock: () => SATURDAY });
    expect(feed.requests).toEqual([]);
    expect((await ask(cms)).quote).toMatchObject({ price: 18.74, quotedAt: '2026-11-24T15:00:03+08:00' });
  });
});
