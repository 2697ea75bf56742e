/**
 * `embed.js`: the classic (IIFE) script partners include with one tag. It defines
 * `window.cmsWidgets`, replays the calls the stub snippet queued, mounts the placeholders, and
 * imports each widget's ESM chunk (hashed names, listed in the manifest Rollup builds it with)
 * from beside itself only when a widget is needed. See README.md.
 */
import { recordVisit } from '../shared/attribution/recordVisit';
import { leadsAreWaiting } from '../shared/outboxProbe';
import { createWidgetsApi, replayQueue, type CmsWidgets, type CmsWidgetsStub } from './api';
import type { WidgetEntry, WidgetName } from './types';

/**
 * Widget → its entry chunk first, then the chunks it imports (fetched in parallel); `outbox` →
 * the chunk that sends leads kept from an earlier visit.
 */
declare const __WIDGET_MANIFEST__: Record<string, string[] | undefined>;

declare global {
  interface Window {
    cmsWidgets?: CmsWidgets | CmsWidgetsStub;
  }
}

(() => {
  const existing = window.cmsWidgets;
  if (existing && 'version' in existing) return;
  // The partner's page is a visit the widgets' submissions report (docs/attribution.md).
  recordVisit(window, location.origin);
  const script = (document.currentScript ?? document.querySelector('script[src*="/embed.js"]')) as HTMLScriptElement | null;
  const source = new URL(script?.src || location.href, location.href);
  const base = new URL('.', source).href;
  const data = script?.dataset ?? {};

  const cmsUrl = (data.cms || source.origin).replace(/\/+$/, '');
  const importChunk = <T>(name: WidgetName | 'outbox'): Promise<T> => {
    const files = __WIDGET_MANIFEST__[name];
    if (!files?.[0]) return Promise.reject(new Error(`this bundle has no "${name}" widget`));
    // Cross-origin ESM: the CMS serves the chunks with Access-Control-Allow-Origin: *. Under a
    // nonce-based CSP the imports inherit this script's nonce.
    return Promise.all(files.map((file) => import(`${base}${file}`) as Promise<unknown>)).then(([entry]) => entry as T);
  };

  const api = createWidgetsApi({
    win: window,
    settings: { cmsUrl, lang: data.lang, nonce: script?.nonce || data.nonce },
    loadEntry: (name) => importChunk<WidgetEntry>(name),
  });
  window.cmsWidgets = api;
  replayQueue(api, existing?.q);
  // A stub function the page kept a reference to still works: its queue now calls through.
  if (existing) existing.q = { push: (args: ArrayLike<unknown>) => replayQueue(api, [args]) } as unknown as ArrayLike<unknown>[];
  if (leadsAreWaiting()) {
    importChunk<{ start(cmsUrl: string, win: Window & typeof globalThis): void }>('outbox').then(
      (chunk) => chunk.start(cmsUrl, window),
      () => {},
    );
  }
  if (data.auto === 'false') return;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => api.load(), { once: true });
  else api.load();
})();
