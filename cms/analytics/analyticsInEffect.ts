import type { AnalyticsSettings } from '../../contract/entities/analytics';

/**
 * The ids site pages load their tools with: per tool, the published settings' id, else the
 * environment's (BAIDU_TONGJI_ID, GOOGLE_ANALYTICS_ID), which so serves until an editor names
 * one. Clearing an id in the settings falls back to the environment's; only the environment can
 * switch off a tool it names.
 */
export function analyticsInEffect(published: AnalyticsSettings, environment: AnalyticsSettings): AnalyticsSettings {
  return {
    baiduTongjiId: published.baiduTongjiId ?? environment.baiduTongjiId,
    googleAnalyticsId: published.googleAnalyticsId ?? environment.googleAnalyticsId,
  };
}
