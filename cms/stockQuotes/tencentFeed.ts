import type { DailyClose, StockQuote } from '../../contract/entities/stockQuote';
import type { StockQuoteSettings } from './stockQuoteSettings';
import { parseTencentHistory } from './tencentHistory';
import { parseTencentQuote } from './tencentQuote';

/** A feed slower than this has failed until the next poll. */
const FEED_TIMEOUT_MS = 5_000;
/** About a year of trading days (some 242) and a margin for the year's holidays. */
const HISTORY_DAYS = 260;

/** The quote of a share and its daily closes, from Tencent's two feeds (see tencentQuote.ts and tencentHistory.ts). */
export interface QuoteFeed {
  quote(symbol: string): Promise<StockQuote>;
  /** Null when no history feed is configured. */
  history(symbol: string): Promise<DailyClose[] | null>;
}

export function tencentFeed(settings: Pick<StockQuoteSettings, 'quoteUrl' | 'historyUrl'>): QuoteFeed {
  return {
    async quote(symbol) {
      const bytes = await get(`${settings.quoteUrl}/q=${symbol}`);
      return parseTencentQuote(new TextDecoder('gbk').decode(bytes), symbol);
    },
    async history(symbol) {
      if (!settings.historyUrl) return null;
      const bytes = await get(`${settings.historyUrl}/appstock/app/fqkline/get?param=${symbol},day,,,${HISTORY_DAYS},qfq`);
      return parseTencentHistory(JSON.parse(new TextDecoder().decode(bytes)), symbol);
    },
  };
}

async function get(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}
