/** The analytics tools a page may carry: Baidu Tongji's queue and Google's gtag. */
interface AnalyticsWindow {
  _hmt?: unknown;
  gtag?: unknown;
}

export type AnalyticsTool = 'baidu' | 'gtag';

/**
 * Reports a page view of `pagePath` (path and query) to every analytics tool present on the
 * page; answers which were told. Baidu's `_hmt` is a plain array until its script loads.
 */
export function reportPageView(pagePath: string, win: Window = window): AnalyticsTool[] {
  const tools = win as unknown as AnalyticsWindow;
  const reported: AnalyticsTool[] = [];
  const hmt = tools._hmt as { push?: unknown } | undefined;
  if (hmt && typeof hmt.push === 'function') {
    try {
      (hmt.push as (command: unknown[]) => void).call(hmt, ['_trackPageview', pagePath]);
      reported.push('baidu');
    } catch {
      // A broken analytics script must not break navigation.
    }
  }
  if (typeof tools.gtag === 'function') {
    try {
      (tools.gtag as (...args: unknown[]) => void)('event', 'page_view', { page_path: pagePath });
      reported.push('gtag');
    } catch {
      // Idem.
    }
  }
  return reported;
}
