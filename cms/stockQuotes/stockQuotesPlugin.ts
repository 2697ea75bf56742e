import fp from 'fastify-plugin';
import type { StockQuote, StockQuoteAnswer } from '../../contract/entities/stockQuote';
import { findLastDailyClose, findStockQuote, listDailyCloses, saveDailyCloses, saveStockQuote } from './stockQuotes';
import { loadStockCode } from '../content/siteSettings/siteSettings';
import type { Clock } from '../platform/clock';
import type { StockQuoteSettings } from './stockQuoteSettings';
import { tencentFeed } from './tencentFeed';
import { tencentSymbol } from './tencentSymbol';
import { isTradingTime, MARKET_CLOSE_MS, nextPollAt, shanghaiDay } from './tradingHours';

declare module 'fastify' {
  interface FastifyInstance {
    /** The share's quote as the stock market page asks for it: from memory and the database, never from the feed. */
    stockQuote(): Promise<StockQuoteAnswer>;
    /** Polls the feed now (nothing without one); the plugin polls on its own beat during trading sessions too. */
    pollStockQuote(): Promise<void>;
    /** Resolves once the polls asked for so far, the one started with the CMS included, have landed. */
    stockQuotePollsLanded(): Promise<void>;
  }
}

export interface StockQuoteOptions {
  /** No feed: the CMS never polls and answers the last close it kept. */
  settings?: StockQuoteSettings | undefined;
  clock: Clock;
}

/** The page asks this long after the CMS's poll, so that poll has landed. */
const PAGE_LAG_SECONDS = 5;
const YEAR_MS = 365 * 86_400_000;

/**
 * Polls the quote feed during trading sessions only (tradingHours.ts) and keeps what it answers:
 * the latest quote in memory and the database, each day's close (the quote of 15:00 and the
 * feed's daily history) in the database. A failed poll is logged and makes the answer say the
 * quote is unavailable until a poll succeeds; a poll in progress is awaited on close. The poll a
 * start within a session makes is not awaited: the CMS is ready without waiting on the feed, and
 * answers the quote it kept until that poll lands.
 */
export default fp<StockQuoteOptions>(
  async (app, { settings, clock }) => {
    const feed = settings && tencentFeed(settings);
    // The quote of the stock code it was polled for; null after a failed poll.
    let latest: { stockCode: string; quote: StockQuote | null } = { stockCode: '', quote: null };
    let historyDay = '';

    const poll = async () => {
      if (!feed) return;
      const stockCode = await loadStockCode(app.db);
      const symbol = tencentSymbol(stockCode);
      if (!symbol) {
        app.log.warn({ stockCode }, 'the stock code setting is no six-digit A-share code: no quote polled');
        latest = { stockCode, quote: null };
        return;
      }
      try {
        const quote = await feed.quote(symbol);
        await saveStockQuote(app.db, stockCode, quote);
        // The quote of 15:00 or later carries the day's close.
        if (!quote.suspended && quote.quotedAt.slice(11, 19) >= '15:00:00') {
          await saveDailyCloses(app.db, stockCode, [{ date: quote.quotedAt.slice(0, 10), close: quote.price }]);
        }
        latest = { stockCode, quote };
      } catch (error) {
        app.log.warn({ err: error, stockCode }, 'stock quote feed failed');
        latest = { stockCode, quote: null };
      }
      const day = shanghaiDay(clock());
      if (historyDay === day.date && day.msOfDay < MARKET_CLOSE_MS) return;
      try {
        const closes = await feed.history(symbol);
        if (closes) await saveDailyCloses(app.db, stockCode, closes);
        historyDay = day.date;
      } catch (error) {
        app.log.warn({ err: error, stockCode }, 'stock history feed failed');
      }
    };

    app.decorate('stockQuote', async (): Promise<StockQuoteAnswer> => {
      const stockCode = await loadStockCode(app.db);
      const lastClose = await findLastDailyClose(app.db, stockCode);
      const since = lastClose ? new Date(Date.parse(lastClose.date) - YEAR_MS).toISOString().slice(0, 10) : '';
      const now = clock();
      return {
        stockCode,
        quote: feed && latest.stockCode === stockCode ? latest.quote : null,
        lastClose,
        history: lastClose ? await listDailyCloses(app.db, stockCode, since) : [],
        refreshSeconds: settings
          ? Math.ceil((nextPollAt(now, settings.intervalSeconds * 1000).getTime() - now.getTime()) / 1000) + PAGE_LAG_SECONDS
          : null,
      };
    });

    // Polls, scheduled or asked for, one after the other.
    let running: Promise<void> = Promise.resolve();
    app.decorate('pollStockQuote', () => {
      const run = running.then(poll);
      running = run.catch((error: unknown) => app.log.error({ err: error }, 'stock quote poll failed'));
      return run;
    });
    app.decorate('stockQuotePollsLanded', () => running);
    if (!settings) return;

    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const schedule = () => {
      if (closed) return;
      const now = clock();
      timer = setTimeout(() => {
        void app.pollStockQuote().catch(() => undefined).then(schedule);
      }, nextPollAt(now, settings.intervalSeconds * 1000).getTime() - now.getTime());
      timer.unref();
    };
    app.addHook('onReady', async () => {
      const stockCode = await loadStockCode(app.db);
      latest = { stockCode, quote: await findStockQuote(app.db, stockCode) };
      if (isTradingTime(clock())) void app.pollStockQuote().catch(() => undefined);
      schedule();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await app.stockQuotePollsLanded();
    });
  },
  { name: 'stockQuotes', dependencies: ['database'] },
);
