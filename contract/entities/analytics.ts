/**
 * The analytics tools the site loads: Baidu Tongji's site id (32 hexadecimal characters) and a
 * Google Analytics 4 measurement id (`G-…`); a tool whose id is null is never loaded.
 */
export interface AnalyticsSettings {
  baiduTongjiId: string | null;
  googleAnalyticsId: string | null;
}

export const NO_ANALYTICS: AnalyticsSettings = { baiduTongjiId: null, googleAnalyticsId: null };

/** Where each tool's script comes from, with the id it is loaded for. */
export const BAIDU_TONGJI_SCRIPT = (id: string) => `https://hm.baidu.com/hm.js?${encodeURIComponent(id)}`;
export const GOOGLE_TAG_SCRIPT = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
