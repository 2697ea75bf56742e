import fp from 'fastify-plugin';
import { NO_ANALYTICS, type AnalyticsSettings } from '../../contract/entities/analytics';
import { analyticsSources, type AnalyticsSources } from '../analytics/analyticsSources';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics tools site pages load: the open API tells the pages, the pages' policy allows their hosts. */
    analytics: AnalyticsSettings;
    /** The hosts those tools need in a site page's policy, worked out once rather than per page. */
    analyticsSources: AnalyticsSources;
  }
}

/** The analytics ids this instance was configured with; none when not given. */
export default fp<{ settings?: AnalyticsSettings | undefined }>(
  async (app, { settings = NO_ANALYTICS }) => {
    app.decorate('analytics', settings);
    app.decorate('analyticsSources', analyticsSources(settings));
  },
  { name: 'analytics' },
);
