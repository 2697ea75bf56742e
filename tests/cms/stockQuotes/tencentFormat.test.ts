import { describe, expect, it } from 'vitest';
import { parseTencentHistory } from '../../../cms/stockQuotes/tencentHistory';
import { MalformedQuoteError, parseTencentQuote } from '../../../cms/stockQuotes/tencentQuote';
import { tencentSymbol } from '../../../cms/stockQuotes/tencentSymbol';
import { historyJson, quoteText } from '../../support/stockQuoteFixtures';

describe("Tencent's quote text", () => {
  it('gives price, change, change %, volume in shares, turnover in yuan and the Shanghai time of the quote', () => {
    expect(parseTencentQuote(quoteText('quote-trading'), 'sz300532')).toEqual({
      price: 18.62,
      change: 0.32,
      changePercent: 1.75,
      volume: 5_234_100,
      turnover: 97_465_321,
      previousClose: 18.3,
      quotedAt: '2026-11-24T14:35:03+08:00',
      suspended: false,
    });
  });

  it('reads a suspended share as suspended, at its previous close with nothing traded', () => {
    expect(parseTencentQuote(quoteText('quote-suspended'), 'sz300532')).toMatchObject({
      price: 18.3,
      change: 0,
      volume: 0,
      turnover: 0,
      suspended: true,
    });
  });

  it.each([
    ['an answer for an unknown code', quoteText('quote-unknown-code'), 'sz300532'],
    ['a truncated answer', quoteText('quote-truncated'), 'sz300532'],
    ['an answer about another share', quoteText('quote-trading'), 'sz300533'],
    ['an empty answer', '', 'sz300532'],
    ['a quote time that is no time', quoteText('quote-trading').replace('20261124143503', '2026-11-24'), 'sz300532'],
    ['a price that is no number', quoteText('quote-trading').replace('300532~18.62~', '300532~--~'), 'sz300532'],
  ])('refuses %s', (_name, text, symbol) => {
    expect(() => parseTencentQuote(text, symbol)).toThrow(MalformedQuoteError);
  });
});

describe("Tencent's daily K-line", () => {
  it('gives each day its close, oldest first, dividend notes after a row notwithstanding', () => {
    const closes = parseTencentHistory(historyJson('history'), 'sz300532');
    expect(closes).toHaveLength(260);
    expect(closes[0]?.date).toBe('2025-11-25');
    expect(closes.at(-1)).toEqual({ date: '2026-11-23', close: 18.3 });
    expect(closes.map((close) => close.date)).toEqual(closes.map((close) => close.date).sort());
  });

  it('reads the unadjusted series when the feed has no adjusted one', () => {
    expect(parseTencentHistory({ code: 0, data: { sz300532: { day: [['2026-11-23', '18.20', '18.30']] } } }, 'sz300532')).toEqual([
      { date: '2026-11-23', close: 18.3 },
    ]);
  });

  it.each([
    ['a garbled row', historyJson('history-garbled'), 'sz300532'],
    ['another share', historyJson('history'), 'sz300533'],
    ['an error code', { code: -1, msg: 'param error', data: {} }, 'sz300532'],
    ['no JSON object', null, 'sz300532'],
  ])('refuses %s', (_name, json, symbol) => {
    expect(() => parseTencentHistory(json, symbol)).toThrow(MalformedQuoteError);
  });
});

describe("Tencent's name of a share", () => {
  it.each([
    ['300532', 'sz300532'],
    ['000001', 'sz000001'],
    ['600000', 'sh600000'],
    ['900901', 'sh900901'],
    ['830799', 'bj830799'],
    ['30053', null],
    ['', null],
    ['sz300532', null],
  ])('of %j is %j', (code, symbol) => {
    expect(tencentSymbol(code)).toBe(symbol);
  });
});
