import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StockQuoteSettings } from '../../cms/stockQuotes/stockQuoteSettings';
import { fixtureBytes, type HistoryFixture, type QuoteFixture } from './stockQuoteFixtures';

export interface QuoteFeedServer {
  /** What the CMS is configured with to poll this server, every `intervalSeconds`. */
  settings(intervalSeconds?: number): StockQuoteSettings;
  /** What the quote and history addresses answer from now on; 'failure' is a 502. */
  answer(answers: { quote?: QuoteFixture | 'failure'; history?: HistoryFixture | 'failure' }): void;
  /** The path and query of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Tencent's two feeds on 127.0.0.1, answering the kept answers of sz300532 at the feeds' own
 * paths (`/q=sz300532`, `/appstock/app/fqkline/get?param=sz300532,day,…`); anything else is 404.
 */
export async function startQuoteFeedServer(): Promise<QuoteFeedServer> {
  let quote: QuoteFixture | 'failure' = 'quote-trading';
  let history: HistoryFixture | 'failure' = 'history';
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const isQuote = url === '/q=sz300532';
    const isHistory = url.startsWith('/appstock/app/fqkline/get?param=sz300532,day,');
    if (!isQuote && !isHistory) return response.writeHead(404).end();
    const fixture = isQuote ? quote : history;
    if (fixture === 'failure') return response.writeHead(502).end('Bad Gateway');
    response.writeHead(200, { 'content-type': isQuote ? 'application/x-javascript; charset=GBK' : 'application/json' });
    response.end(fixtureBytes(fixture));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    settings: (intervalSeconds = 60) => ({ quoteUrl: origin, historyUrl: origin, intervalSeconds }),
    answer(answers) {
      quote = answers.quote ?? quote;
      history = answers.history ?? history;
    },
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
