import { API_BASE_PATH, SITE_PAGE_API_PATHS } from '../../../contract/api';
import { BAIDU_TONGJI_SCRIPT, GOOGLE_TAG_SCRIPT, type AnalyticsSettings } from '../../../contract/entities/analytics';
import type { DataEnvelope } from '../../../contract/envelope';

interface AnalyticsGlobals {
  _hmt?: unknown[];
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/**
 * Loads the analytics tools the CMS is configured with, once the page is interactive: after the
 * load event, when the browser is idle, so neither the tools nor the question which to load
 * compete with the page's own scripts. Each tool counts the page it loads on; the navigation
 * hook reports every later page view (`reportPageView`).
 */
export function loadAnalyticsWhenIdle(win: Window = window): void {
  const start = () => afterIdle(win, () => void loadAnalytics(win));
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

function afterIdle(win: Window, task: () => void): void {
  // Safari has no requestIdleCallback: a macrotask after the load event comes closest.
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 5_000 });
  else win.setTimeout(task, 0);
}

async function loadAnalytics(win: Window): Promise<void> {
  let settings: AnalyticsSettings;
  try {
    const response = await win.fetch(`${API_BASE_PATH}/${SITE_PAGE_API_PATHS.siteAnalytics}`);
    if (!response.ok) return;
    settings = ((await response.json()) as DataEnvelope<AnalyticsSettings>).data;
  } catch {
    // Without its answer the page simply goes uncounted.
    return;
  }
  const globals = win as unknown as AnalyticsGlobals;
  if (settings.baiduTongjiId) {
    // hm.js reads the commands queued here, then replaces the queue with its own.
    globals._hmt ??= [];
    addScript(win, BAIDU_TONGJI_SCRIPT(settings.baiduTongjiId));
  }
  if (settings.googleAnalyticsId) {
    const dataLayer = (globals.dataLayer ??= []);
    globals.gtag = function gtag() {
      // gtag.js reads only `arguments` objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    globals.gtag('js', new Date());
    globals.gtag('config', settings.googleAnalyticsId);
    addScript(win, GOOGLE_TAG_SCRIPT(settings.googleAnalyticsId));
  }
}

function addScript(win: Window, src: string): void {
  const script = win.document.createElement('script');
  script.async = true;
  script.src = src;
  win.document.head.appendChild(script);
}
