import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from '../../openApiDocument/documentRoutes';
import contentRoutes from './content';
import downloadRequestRoutes from './downloadRequests';
import jobRoutes from './jobs';
import leadRoutes from './leads';
import resumeRoutes from './resumes';
import siteAnalyticsRoutes from './siteAnalytics';
import stockQuoteRoutes from './stockQuote';

/** Every call of the open API, mounted under /cms/open/api. */
const openApi: FastifyPluginAsync = async (app) => {
  await app.register(contentRoutes);
  await app.register(jobRoutes);
  await app.register(leadRoutes);
  await app.register(resumeRoutes);
  await app.register(downloadRequestRoutes);
  await app.register(siteAnalyticsRoutes);
  await app.register(stockQuoteRoutes);
  await app.register(documentRoutes, { document: () => app.openApiDocument() });
};

export default openApi;
