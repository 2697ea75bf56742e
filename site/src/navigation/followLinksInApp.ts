import type { MouseEvent } from 'react';
import { safeNavigate } from './safeNavigate';

/**
 * A click handler for a container whose links are plain `<a href>` (the widgets render no
 * Gatsby `Link`): a plain left click on a same-origin link in it navigates client-side instead
 * of loading the page again. Modified clicks (new tab, download…) and other origins are left to
 * the browser.
 */
export function followLinksInApp(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void safeNavigate(`${url.pathname}${url.search}${url.hash}`);
}
