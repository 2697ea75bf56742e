import type { AnalyticsSettings } from '../../contract/entities/analytics';

/** Sources a site page's policy adds, by directive. */
export interface AnalyticsSources {
  scriptSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
}

/**
 * The hosts each configured tool needs, as its vendor lists them: Baidu Tongji loads hm.js and
 * reports through hm.baidu.com; Google Analytics 4 loads gtag.js from the Tag Manager host and
 * reports to the analytics hosts (Google's own CSP list for GA4 without Google Signals).
 */
export function analyticsSources(settings: AnalyticsSettings): AnalyticsSources {
  const sources: AnalyticsSources = { scriptSrc: [], imgSrc: [], connectSrc: [] };
  if (settings.baiduTongjiId) {
    sources.scriptSrc.push('https://hm.baidu.com');
    sources.imgSrc.push('https://hm.baidu.com');
    sources.connectSrc.push('https://hm.baidu.com');
  }
  if (settings.googleAnalyticsId) {
    sources.scriptSrc.push('https://*.googletagmanager.com');
    sources.imgSrc.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
    sources.connectSrc.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
  }
  return sources;
}
