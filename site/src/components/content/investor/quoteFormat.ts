import type { StockQuote } from '../../../../../contract/entities/stockQuote';

/** Prices as the exchange quotes them: two decimals. */
export const formatPrice = (value: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Large amounts the way each language reads them: 523.41万 in Chinese, 5.23M in English. */
export const formatAmount = (value: number, language: string) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 2 }).format(value);

/** The change and its percentage with their signs, so the direction never depends on colour alone. */
export function formatChange(quote: Pick<StockQuote, 'change' | 'changePercent'>, language: string): string {
  const signed = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return `${signed.format(quote.change)} (${signed.format(quote.changePercent)}%)`;
}

/** `2026-11-24T14:35:03+08:00` as the exchange's wall-clock time, `2026-11-24 14:35:03`. */
export const exchangeTime = (quotedAt: string) => `${quotedAt.slice(0, 10)} ${quotedAt.slice(11, 19)}`;
