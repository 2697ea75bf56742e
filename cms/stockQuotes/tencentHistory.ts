import type { DailyClose } from '../../contract/entities/stockQuote';
import { MalformedQuoteError } from './tencentQuote';

/**
 * Tencent's daily K-line JSON (`GET https://web.ifzq.gtimg.cn/appstock/app/fqkline/get?param=sz300532,day,,,260,qfq`):
 * `{code: 0, data: {sz300532: {qfqday: [[date, open, close, high, low, volume, …], …]}}}`, oldest
 * day first, `date` as `YYYY-MM-DD`, prices in yuan forward-adjusted for dividends and splits
 * (`qfq`): the newest close is the real one and the line has no jumps at ex-dividend days. A
 * stock that never had an adjustment may answer `day` instead of `qfqday`.
 */
export function parseTencentHistory(json: unknown, symbol: string): DailyClose[] {
  const answer = json as { code?: unknown; data?: Record<string, { qfqday?: unknown; day?: unknown } | undefined> } | null;
  const series = answer?.data?.[symbol];
  const rows = series?.qfqday ?? series?.day;
  if (answer?.code !== 0 || !Array.isArray(rows)) throw new MalformedQuoteError(`no daily K-line of ${symbol} in the answer`);
  return rows.map((row: unknown) => {
    const [date, , close] = Array.isArray(row) ? (row as unknown[]) : [];
    const price = Number(close);
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof close !== 'string' || !Number.isFinite(price)) {
      throw new MalformedQuoteError(`a daily K-line row of ${symbol} is garbled: ${JSON.stringify(row)}`);
    }
    return { date, close: price };
  });
}
