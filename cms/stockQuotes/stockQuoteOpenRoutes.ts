import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { SITE_PAGE_API_PATHS } from '../../contract/api';
import type { StockQuoteAnswer } from '../../contract/entities/stockQuote';
import { languageQuery } from '../../contract/queries';
import { dataEnvelope } from '../http/envelopes';
import { dataAnswer } from '../http/responseSchemas';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';

/**
 * The share's delayed quote, last close and year of closes for the stock market page, asked at
 * run time so the figures change without a rebuild. Answered from what the CMS polled and kept,
 * so visitors never wait on the feed (nor make it poll more).
 */
const stockQuoteRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    `/${SITE_PAGE_API_PATHS.stockQuote}`,
    {
      schema: {
        summary: 'The share\'s delayed quote and a year of closes',
        description: 'For the stock market page (`StockQuoteAnswer`): the delayed quote (`quote` null when no feed is configured or its last poll failed), the last close with its date, a year of daily closes, and `refreshSeconds`, when the next poll will have landed. Answered from what the CMS polled and kept, never waiting on the feed.',
        querystring: languageQuery, response: dataAnswer<StockQuoteAnswer>(),
      },
    },
    async (request) => dataEnvelope(request.query.language, await app.stockQuote()),
  );
};

export default stockQuoteRoutes;
