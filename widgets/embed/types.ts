import type { WidgetLanguage } from '../shared/widgetLanguage';

/**
 * The contract between the loader (`embed.js`) and the widget chunks it imports. A widget of the
 * embed bundle is a module `widgets/<name>/embed.tsx` exporting `mount: WidgetEntry['mount']`;
 * `renderInShadow` (./runtime) does the shadow root, the styles and the rendering for it.
 */
export const WIDGET_NAMES = ['consult', 'cases', 'resume', 'floating'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const WIDGET_EVENTS = ['ready', 'submit', 'success', 'error', 'close'] as const;
export type WidgetEventName = (typeof WIDGET_EVENTS)[number];

/** What every `cms-widget:<event>` CustomEvent carries as `detail`, and what callbacks receive. */
export type WidgetEventDetail = { widget: WidgetName } & Record<string, unknown>;
export type WidgetCallback = (detail: WidgetEventDetail) => void;

/**
 * Options of one widget: the placeholder's `data-*` attributes (camelCased by `dataset`:
 * `data-job-id` → `jobId`) or the object given to `open`/`mount`. `lang`, `cms` and `nonce` are
 * read by the loader; the rest belongs to the widget.
 */
export interface WidgetOptions {
  lang?: string;
  cms?: string;
  nonce?: string;
  onReady?: WidgetCallback;
  onSubmit?: WidgetCallback;
  onSuccess?: WidgetCallback;
  onError?: WidgetCallback;
  onClose?: WidgetCallback;
  [option: string]: unknown;
}

export interface WidgetContext {
  name: WidgetName;
  /** `inline`: in a placeholder or an element given to `mount`; `modal`: shown by `open`, in a host the loader appends to `<body>`. */
  mode: 'inline' | 'modal';
  /** data-lang / the `lang` option, else the loader's data-lang, else `<html lang>`, else Chinese. */
  language: WidgetLanguage;
  /** The CMS origin, without a trailing slash. */
  cmsUrl: string;
  /** CSP nonce for `<style>` elements (data-nonce, else the loader script's nonce). */
  nonce: string | undefined;
  options: Readonly<WidgetOptions>;
  /** Fires `cms-widget:<event>` (bubbling, composed) and the matching `on<Event>` callback. */
  emit(event: WidgetEventName, detail?: object): void;
  /** Opens another widget as a modal; its events are dispatched on this widget's host. */
  open(name: WidgetName, options?: WidgetOptions): void;
}

export interface WidgetInstance {
  /** `open()` again on a modal already mounted: show it with this call's context. */
  open?(context: WidgetContext): void;
  /** `close(name)` on a modal. */
  close?(): void;
  unmount(): void;
}

export interface WidgetEntry {
  /** May answer a promise: the consult widget first loads the visitor's language pack. */
  mount(host: HTMLElement, context: WidgetContext): WidgetInstance | Promise<WidgetInstance>;
}

/** A string option, or undefined for anything else (absent, empty, a function…). */
export function stringOption(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
