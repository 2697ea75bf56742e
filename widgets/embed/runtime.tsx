import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { HOST_CSS } from '../shared/base.css';
import { WidgetEnvironmentProvider } from '../shared/environment';
import type { WidgetContext, WidgetInstance } from './types';

/**
 * Shared by every widget chunk of the embed bundle (Rollup keeps it, with preact/compat, in one
 * chunk). Only the embed bundle runs it: the Gatsby site renders the components directly.
 */

const sheets = new Map<string, CSSStyleSheet>();
/** The CSS texts each shadow root already carries. */
const adopted = new WeakMap<ShadowRoot, Set<string>>();

function supportsAdoptedSheets(shadow: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in shadow && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/**
 * Adds `css` to a shadow root, once. Constructable stylesheets where the browser has them: CSSOM,
 * so a page's `style-src` CSP does not apply, and one sheet object serves every instance.
 * Elsewhere a `<style>` element carrying the nonce.
 */
export function adoptStyles(shadow: ShadowRoot, css: string, nonce: string | undefined): void {
  const carried = adopted.get(shadow) ?? new Set<string>();
  adopted.set(shadow, carried);
  if (carried.has(css)) return;
  carried.add(css);
  if (supportsAdoptedSheets(shadow)) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  const style = shadow.ownerDocument.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  shadow.prepend(style);
}

/**
 * Renders `element` in an open shadow root of `host`: the page's CSS cannot reach inside, the
 * widget's CSS cannot leak out. React's `createRoot` is the API written against; the bundle
 * aliases it to preact/compat's imitation (a synchronous `render` behind the same two methods).
 */
export interface RenderedWidget extends WidgetInstance {
  /** Renders the widget again with other props (a modal opened again, closed). */
  render(element: ReactElement): void;
}

export function renderInShadow(host: HTMLElement, context: WidgetContext, css: string, element: ReactElement): RenderedWidget {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const clear = () => {
    shadow.replaceChildren();
    adopted.delete(shadow);
    if ('adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [];
  };
  clear();
  adoptStyles(shadow, HOST_CSS, context.nonce);
  adoptStyles(shadow, css, context.nonce);
  // Preact diffs against every child of the node it renders into, so React and Preact alike get
  // a container of their own beside any <style>.
  const container = shadow.ownerDocument.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  const environment = { styleMode: 'shadow' as const, nonce: context.nonce, adopt: (more: string) => adoptStyles(shadow, more, context.nonce) };
  // Rendered by the time mount() answers, so `ready` means on screen: React 18 would otherwise
  // render later; preact/compat's flushSync imitates React's by running its render queue at once.
  const render = (next: ReactElement) =>
    flushSync(() => root.render(<WidgetEnvironmentProvider value={environment}>{next}</WidgetEnvironmentProvider>));
  render(element);
  return {
    render,
    unmount() {
      root.unmount();
      clear();
    },
  };
}
