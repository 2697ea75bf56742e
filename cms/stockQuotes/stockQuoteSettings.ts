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
  const rawInterval = env.STOCK_QUOTE_INTERVAL_SECONDS?.trim();
  const intervalSeconds = rawInterval ? Number(rawInterval) : STOCK_QUOTE_INTERVAL_SECONDS_DEFAULT;
  if (!Number.isInteger(intervalSeconds) || intervalSeconds < 5 || intervalSeconds > 3_600) {
    throw new Error(`STOCK_QUOTE_INTERVAL_SECONDS must be a whole number from 5 to 3600, got "${rawInterval}"`);
  }
  return { quoteUrl, historyUrl: readBaseUrl(env, 'STOCK_HISTORY_URL'), intervalSeconds };
}

function readBaseUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}
