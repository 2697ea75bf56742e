/**
 * The company's share quote as the stock market page shows it. Prices are in yuan, `volume` in
 * shares, `turnover` in yuan; times are Shanghai (exchange) time.
 */
export interface StockQuote {
  price: number;
  /** Price minus the previous close. */
  change: number;
  /** `change` as a percentage of the previous close (1.5 is 1.5 %). */
  changePercent: number;
  volume: number;
  turnover: number;
  previousClose: number;
  /** The feed's own time of the quote, `YYYY-MM-DDTHH:mm:ss+08:00`. */
  quotedAt: string;
  /** No share has changed hands in the session (trading suspended): `price` is the previous close. */
  suspended: boolean;
}

/** One trading day's closing price, `date` as `YYYY-MM-DD`. */
export interface DailyClose {
  date: string;
  close: number;
}

/** What `site/stockQuote` answers. */
export interface StockQuoteAnswer {
  stockCode: string;
  /**
   * The latest quote from the feed; null when no feed is configured or its last answer failed,
   * when the page says the delayed quote is unavailable and shows `lastClose` instead.
   */
  quote: StockQuote | null;
  /** The newest close the CMS has kept; null until the feed has given one. */
  lastClose: DailyClose | null;
  /** The daily closes of the year up to `lastClose`, oldest first. */
  history: DailyClose[];
  /**
   * When to ask again: seconds until the CMS's next poll of the feed has landed (the next one in
   * this trading session, or the first of the next session); null when no feed is configured.
   */
  refreshSeconds: number | null;
}
