/**
 * Tencent's name of an A-share: the exchange's prefix and the six-digit code. Codes starting with
 * 6 or 9 are listed in Shanghai, 4 and 8 in Beijing, the others (0, 2, 3) in Shenzhen.
 */
export function tencentSymbol(stockCode: string): string | null {
  if (!/^\d{6}$/.test(stockCode)) return null;
  const exchange = /^[69]/.test(stockCode) ? 'sh' : /^[48]/.test(stockCode) ? 'bj' : 'sz';
  return `${exchange}${stockCode}`;
}
