import { readHttpUrl } from '../platform/readHttpUrl';
import { readInteger } from '../platform/readInteger';

/**
 * Where the CMS reads the share's quote: STOCK_QUOTE_URL, the base of Tencent's quote text
 * (`https://qt.gtimg.cn`), and STOCK_HISTORY_URL, the base of its daily K-line
 * (`https://web.ifzq.gtimg.cn`); STOCK_QUOTE_INTERVAL_SECONDS between two polls. Without
 * STOCK_QUOTE_URL the CMS never polls and the page shows the last close it kept.
 */
export interface StockQuoteSettings {
  quoteUrl: string;
  /** No history is fetched when undefined: the chart holds only the closes the quotes gave. */
  historyUrl: string | undefined;
  intervalSeconds: number;
}

const STOCK_QUOTE_INTERVAL_SECONDS_DEFAULT = 60;

export function readStockQuoteSettings(env: NodeJS.ProcessEnv): StockQuoteSettings | undefined {
  const quoteUrl = readBaseUrl(env, 'STOCK_QUOTE_URL');
  if (!quoteUrl) return undefined;
  const intervalSeconds = readInteger(env, 'STOCK_QUOTE_INTERVAL_SECONDS', STOCK_QUOTE_INTERVAL_SECONDS_DEFAULT, 5, 3_600);
  return { quoteUrl, historyUrl: readBaseUrl(env, 'STOCK_HISTORY_URL'), intervalSeconds };
}

/** An address the CMS appends paths to: without its trailing slashes. */
const readBaseUrl = (env: NodeJS.ProcessEnv, name: string) => readHttpUrl(env, name)?.replace(/\/+$/, '');
