import { resolveWidgetLanguage } from '../shared/widgetLanguage';
import {
  stringOption, type WidgetContext, type WidgetEntry, type WidgetEventName, type WidgetInstance, type WidgetName, type WidgetOptions,
} from './types';

/**
 * `window.cmsWidgets`: the loader's JavaScript API. No Preact and no widget code: it stays in the
 * two kilobytes of `embed.js` and imports a widget's chunk when one is needed.
 */
export interface MountHandle {
  readonly element: HTMLElement | null;
  /** Resolves true once the widget is on screen, false if it could not load (an `error` event says why). */
  readonly ready: Promise<boolean>;
  unmount(): void;
}

export interface OpenHandle {
  readonly ready: Promise<boolean>;
  close(): void;
}

export interface CmsWidgetsMethods {
  /** Shows a widget as a modal (the consult dialog) in a host appended to `<body>`. */
  open(name: WidgetName, options?: WidgetOptions): OpenHandle;
  close(name: WidgetName): void;
  /** Renders a widget into `element`, which becomes its shadow host. */
  mount(element: HTMLElement, name: WidgetName, options?: WidgetOptions): MountHandle;
  unmount(element: HTMLElement): void;
  /** Mounts every `[data-cms-widget]` placeholder not mounted yet. */
  load(): void;
  /** Unmounts the placeholders' widgets and scans the page again (after a client-side navigation). */
  reload(): void;
  readonly version: string;
}

/** Also callable, like the stub snippet: `cmsWidgets('open', 'consult', {…})`. */
export type CmsWidgets = CmsWidgetsMethods & ((method: keyof CmsWidgetsMethods, ...args: unknown[]) => unknown);

/** What the stub snippet leaves on `window` before the loader arrives. */
export interface CmsWidgetsStub {
  (...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
}

export interface LoaderSettings {
  /** The CMS origin: the script's data-cms, else the origin it was served from. */
  cmsUrl: string;
  /** The script's data-lang. */
  lang?: string | undefined;
  /** The script's nonce (or data-nonce), for `<style>` elements under a strict CSP. */
  nonce?: string | undefined;
}

export interface WidgetsApiConfig {
  win: Window & typeof globalThis;
  settings: LoaderSettings;
  /** Imports a widget's chunk; rejects for a widget the bundle does not have. */
  loadEntry(name: WidgetName): Promise<WidgetEntry>;
}

export const API_VERSION = '1';

interface Mounted {
  host: HTMLElement;
  placeholder: boolean;
  instance?: WidgetInstance;
  ready: Promise<boolean>;
  removed?: boolean;
}

const noReady = () => Promise.resolve(false);

/** An API that does nothing and answers no-op handles, for where there is no DOM (server rendering, a build). */
export function createNoopApi(): CmsWidgets {
  return callable({
    open: () => ({ ready: noReady(), close() {} }),
    close() {},
    mount: () => ({ element: null, ready: noReady(), unmount() {} }),
    unmount() {},
    load() {},
    reload() {},
    version: API_VERSION,
  });
}

export function createWidgetsApi({ win, settings, loadEntry }: WidgetsApiConfig): CmsWidgets {
  const doc = win.document;
  const inline = new Map<HTMLElement, Mounted>();
  const modals = new Map<WidgetName, Mounted>();

  const contextFor = (name: WidgetName, mode: WidgetContext['mode'], options: WidgetOptions, eventTarget: HTMLElement): WidgetContext => ({
    name,
    mode,
    language: resolveWidgetLanguage(stringOption(options.lang) ?? settings.lang, doc.documentElement.lang),
    cmsUrl: (stringOption(options.cms) ?? settings.cmsUrl).replace(/\/+$/, ''),
    nonce: stringOption(options.nonce) ?? settings.nonce,
    options,
    emit(event: WidgetEventName, detail: object = {}) {
      const full = { ...detail, widget: name };
      // Bubbling and composed: a listener on the placeholder, on document or on window hears it.
      (eventTarget.isConnected ? eventTarget : win).dispatchEvent(
        new win.CustomEvent(`cms-widget:${event}`, { bubbles: true, composed: true, detail: full }),
      );
      const callback = options[`on${event[0]!.toUpperCase()}${event.slice(1)}`];
      try {
        if (typeof callback === 'function') callback(full);
      } catch (error) {
        win.console.error(error);
      }
    },
    open: (other, otherOptions = {}) => {
      openWidget(other, otherOptions, eventTarget);
    },
  });

  const start = (name: WidgetName, record: Mounted, context: WidgetContext, onFailure: () => void) => {
    // The host shows whatever the page's CSS says (`div { display: none !important }`): an inline
    // style set through CSSOM, which a strict style-src CSP allows, outranks every page rule.
    record.host.style.setProperty('display', 'block', 'important');
    record.ready = loadEntry(name)
      .then((entry) => (record.removed ? undefined : entry.mount(record.host, context)))
      .then(
        (instance) => {
          if (!instance) return false;
          // Unmounted while it was loading: take it down again.
          if (record.removed) {
            instance.unmount();
            return false;
          }
          record.instance = instance;
          context.emit('ready');
          return true;
        },
        (error: unknown) => {
          onFailure();
          context.emit('error', { message: String((error as Error)?.message ?? error) });
          return false;
        },
      );
  };

  function mount(element: HTMLElement, name: WidgetName, options: WidgetOptions = {}, placeholder = false): MountHandle {
    if (!element?.style) return { element: null, ready: noReady(), unmount() {} };
    unmount(element);
    const record: Mounted = { host: element, placeholder, ready: noReady() };
    inline.set(element, record);
    start(name, record, contextFor(name, 'inline', options, element), () => {
      if (inline.get(element) === record) inline.delete(element);
    });
    return { element, ready: record.ready, unmount: () => unmount(element) };
  }

  function unmount(element: HTMLElement): void {
    const record = inline.get(element);
    if (!record) return;
    inline.delete(element);
    record.removed = true;
    record.instance?.unmount();
  }

  function openWidget(name: WidgetName, options: WidgetOptions, eventTarget?: HTMLElement): OpenHandle {
    let record = modals.get(name);
    if (record) {
      const shown = record;
      shown.ready = shown.ready.then((ok) => {
        shown.instance?.open?.(contextFor(name, 'modal', options, eventTarget ?? shown.host));
        return ok;
      });
    } else {
      const host = doc.createElement('div');
      host.setAttribute('data-cms-widget-modal', name);
      (doc.body ?? doc.documentElement).append(host);
      record = { host, placeholder: false, ready: noReady() };
      modals.set(name, record);
      start(name, record, contextFor(name, 'modal', options, eventTarget ?? host), () => {
        // A chunk that failed to load is tried again on the next open().
        modals.delete(name);
        host.remove();
      });
    }
    return { ready: record.ready, close: () => close(name) };
  }

  function close(name: WidgetName): void {
    const record = modals.get(name);
    void record?.ready.then(() => record.instance?.close?.());
  }

  function load(): void {
    for (const element of doc.querySelectorAll<HTMLElement>('[data-cms-widget]')) {
      if (inline.has(element)) continue;
      const { cmsWidget, ...options } = element.dataset;
      mount(element, cmsWidget as WidgetName, options, true);
    }
  }

  return callable({
    open: (name, options = {}) => openWidget(name, options),
    close,
    mount: (element, name, options) => mount(element, name, options),
    unmount,
    load,
    reload() {
      for (const [element, record] of inline) if (record.placeholder || !element.isConnected) unmount(element);
      load();
    },
    version: API_VERSION,
  });
}

function callable(methods: CmsWidgetsMethods): CmsWidgets {
  const api = (method: keyof CmsWidgetsMethods, ...args: unknown[]) =>
    (methods[method] as (...values: unknown[]) => unknown)(...args);
  return Object.assign(api, methods) as CmsWidgets;
}

/**
 * Replays what the stub snippet queued before the loader arrived: each entry is the arguments
 * of one call, the method name first (`cmsWidgets('open', 'consult')`, or `cmsWidgets.open(…)`,
 * which the stub turns into the same thing).
 */
export function replayQueue(api: CmsWidgets, queue: ArrayLike<unknown>[] | undefined): void {
  for (const entry of queue ?? []) {
    const [method, ...args] = Array.from(entry);
    try {
      api(method as keyof CmsWidgetsMethods, ...args);
    } catch (error) {
      console.error(error);
    }
  }
}
