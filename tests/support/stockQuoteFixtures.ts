import fs from 'node:fs';
import path from 'node:path';

/**
 * Answers of Tencent's two feeds for sz300532, in their exact formats (the quote text GBK-encoded,
 * the K-line JSON), kept as files so that no test contacts the real feed.
 */
export type QuoteFixture = 'quote-trading' | 'quote-closing' | 'quote-suspended' | 'quote-unknown-code' | 'quote-truncated';
export type HistoryFixture = 'history' | 'history-garbled';

export const fixtureBytes = (name: QuoteFixture | HistoryFixture): Buffer =>
  fs.readFileSync(path.join(import.meta.dirname, '../cms/stockQuotes/fixtures', name.startsWith('quote') ? `${name}.txt` : `${name}.json`));

export const quoteText = (name: QuoteFixture) => new TextDecoder('gbk').decode(fixtureBytes(name));
export const historyJson = (name: HistoryFixture): unknown => JSON.parse(fixtureBytes(name).toString('utf8'));
