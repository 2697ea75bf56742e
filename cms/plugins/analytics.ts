import fp from 'fastify-plugin';
import { NO_ANALYTICS, type AnalyticsSettings } from '../../contract/entities/analytics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics tools site pages load: the open API tells the pages, the pages' policy allows their hosts. */
    analytics: AnalyticsSettings;
  }
}

/** The analytics ids this instance was configured with; none when not given. */
export default fp<{ settings?: AnalyticsSettings | undefined }>(
  async (app, { settings }) => {
    app.decorate('analytics', settings ?? NO_ANALYTICS);
  },
  { name: 'analytics' },
);
