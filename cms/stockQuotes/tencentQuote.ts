import type { StockQuote } from '../../contract/entities/stockQuote';

/**
 * Tencent's real-time quote text (`GET https://qt.gtimg.cn/q=sz300532`, GBK-encoded):
 * `v_sz300532="51~name~300532~price~…";`, fields separated by `~`. The fields read here, counted
 * from 0:
 *
 * | index | field | unit |
 * |---|---|---|
 * | 2 | stock code | |
 * | 3 | latest price | yuan |
 * | 4 | previous close | yuan |
 * | 30 | quote time, `YYYYMMDDHHmmss` | Shanghai time |
 * | 31 | change | yuan |
 * | 32 | change percent | % |
 * | 35 | `price/volume/turnover` | yuan / lots / yuan |
 * | 36 | volume | lots (100 shares) |
 *
 * Turnover comes from field 35, in yuan, rather than field 37, which is rounded to 10,000 yuan.
 */
const FIELD = { code: 2, price: 3, previousClose: 4, time: 30, change: 31, changePercent: 32, trade: 35, volumeLots: 36 } as const;
const SHARES_PER_LOT = 100;

export class MalformedQuoteError extends Error {
  override name = 'MalformedQuoteError';
}

/** The quote of `symbol` (`sz300532`) in the feed's answer; throws MalformedQuoteError when it is missing or garbled. */
export function parseTencentQuote(text: string, symbol: string): StockQuote {
  const match = new RegExp(`v_${symbol}="([^"]*)"`).exec(text);
  if (!match?.[1]) throw new MalformedQuoteError(`no quote of ${symbol} in the answer`);
  const fields = match[1].split('~');
  if (fields.length <= FIELD.volumeLots || fields[FIELD.code] !== symbol.slice(2)) {
    throw new MalformedQuoteError(`the quote of ${symbol} has ${fields.length} fields or another code`);
  }
  const number = (index: number) => {
    const value = Number(fields[index]);
    if (fields[index] === '' || !Number.isFinite(value)) throw new MalformedQuoteError(`field ${index} of ${symbol} is not a number: "${fields[index]}"`);
    return value;
  };
  const turnover = Number(fields[FIELD.trade]?.split('/')[2]);
  if (!Number.isFinite(turnover)) throw new MalformedQuoteError(`field ${FIELD.trade} of ${symbol} has no turnover`);
  const volume = number(FIELD.volumeLots) * SHARES_PER_LOT;
  return {
    price: number(FIELD.price),
    change: number(FIELD.change),
    changePercent: number(FIELD.changePercent),
    volume,
    turnover,
    previousClose: number(FIELD.previousClose),
    quotedAt: shanghaiTimestamp(fields[FIELD.time] ?? ''),
    suspended: volume === 0,
  };
}

function shanghaiTimestamp(raw: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!match) throw new MalformedQuoteError(`quote time "${raw}" is not YYYYMMDDHHmmss`);
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}+08:00`;
}
