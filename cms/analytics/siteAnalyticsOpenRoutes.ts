import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { SITE_PAGE_API_PATHS } from '../../contract/api';
import type { AnalyticsSettings } from '../../contract/entities/analytics';
import { languageQuery } from '../../contract/queries';
import { dataEnvelope } from '../http/envelopes';
import { dataAnswer } from '../http/responseSchemas';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';

/**
 * The analytics ids site pages load their tools with. Asked by the page at run time rather than
 * built into it, so the tools a page loads and the hosts its policy allows always come from the
 * same ids (the analytics plugin's), and changing an id needs no rebuild.
 */
const siteAnalyticsRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    `/${SITE_PAGE_API_PATHS.siteAnalytics}`,
    {
      schema: {
        summary: 'The site\'s analytics ids',
        description: 'For the site\'s own pages: the analytics tools (`AnalyticsSettings`) a page loads once interactive, asked at run time so changing an id needs no rebuild.',
        querystring: languageQuery, response: dataAnswer<AnalyticsSettings>(),
      },
    },
    async (request) => dataEnvelope(request.query.language, app.analytics.settings()),
  );
};

export default siteAnalyticsRoutes;
