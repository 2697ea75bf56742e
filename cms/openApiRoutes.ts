import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './openApiDocument/documentRoutes';
import contentRoutes from './content/contentOpenRoutes';
import downloadRequestRoutes from './downloads/downloadRequestOpenRoutes';
import jobRoutes from './content/jobs/jobOpenRoutes';
import leadRoutes from './leads/leadOpenRoutes';
import mediaRoutes from './media/mediaOpenRoutes';
import resumeRoutes from './resumes/resumeOpenRoutes';
import siteAnalyticsRoutes from './analytics/siteAnalyticsOpenRoutes';
import spamChallengeRoutes from './spamChallenge/spamChallengeOpenRoutes';
import stockQuoteRoutes from './stockQuotes/stockQuoteOpenRoutes';
import wechatShareRoutes from './wechatShare/wechatShareOpenRoutes';

/** Every call of the open API, mounted under /cms/open/api; `companyTimeZone` is the day a job's closing date ends in. */
const openApi: FastifyPluginAsync<{ companyTimeZone: string }> = async (app, { companyTimeZone }) => {
  await app.register(contentRoutes);
  await app.register(jobRoutes, { companyTimeZone });
  await app.register(mediaRoutes);
  await app.register(leadRoutes);
  await app.register(resumeRoutes);
  await app.register(downloadRequestRoutes);
  await app.register(spamChallengeRoutes);
  await app.register(siteAnalyticsRoutes);
  await app.register(stockQuoteRoutes);
  await app.register(wechatShareRoutes);
  await app.register(documentRoutes, { document: () => app.openApiDocument() });
};

export default openApi;
