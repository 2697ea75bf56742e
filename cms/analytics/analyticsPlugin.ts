import fp from 'fastify-plugin';
import { NO_ANALYTICS, type AnalyticsSettings } from '../../contract/entities/analytics';
import { analyticsInEffect } from './analyticsInEffect';
import { analyticsSources, type AnalyticsSources } from './analyticsSources';
import { loadPublishedAnalyticsIds } from '../content/siteSettings/siteSettings';
import { announcedRead } from '../platform/announcedRead';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: SiteAnalytics;
  }
}

export interface SiteAnalytics {
  /** The tools site pages load: the open API tells the pages, the pages' policy allows their hosts. */
  settings(): AnalyticsSettings;
  /** The hosts those tools need in a site page's policy, worked out once per change rather than per page. */
  sources(): AnalyticsSources;
  /** After the settings were published: every instance reads the ids again (`announcedRead`). */
  announceChange(): Promise<void>;
}

interface InEffect {
  settings: AnalyticsSettings;
  sources: AnalyticsSources;
}

/**
 * The analytics ids in effect (`analyticsInEffect`: the published settings', else the ones this
 * instance was configured with), held in memory for every page's policy and read again when the
 * settings are published, on every instance at once, so the tools pages load and the hosts their
 * policy allows never disagree and change without a restart or a rebuild.
 */
export default fp<{ settings?: AnalyticsSettings | undefined; databaseUrl: string | undefined }>(
  async (app, { settings: environment = NO_ANALYTICS, databaseUrl }) => {
    const inEffect = await announcedRead(app, {
      databaseUrl,
      channel: 'analytics_changed',
      what: 'analytics ids',
      read: async (): Promise<InEffect> => {
        const settings = analyticsInEffect(await loadPublishedAnalyticsIds(app.db), environment);
        return { settings, sources: analyticsSources(settings) };
      },
    });
    app.decorate('analytics', {
      settings: () => inEffect.current().settings,
      sources: () => inEffect.current().sources,
      announceChange: inEffect.announceChange,
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
