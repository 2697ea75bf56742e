import { useEffect } from 'react';

/** Brings an element into view, smoothly unless the visitor asked for reduced motion. */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Scrolls to the element a query parameter names (`?type=forklift`, `?anchor=2`), on load and
 * whenever the query changes. `toId` maps the value to an element id, or null when it is unknown.
 * Runs in an effect only: nothing here touches the DOM during render or server rendering.
 */
export function useScrollToQuery(search: string, param: string, toId: (value: string) => string | null): void {
  useEffect(() => {
    const value = new URLSearchParams(search).get(param);
    const id = value ? toId(value) : null;
    if (!id) return undefined;
    // Let the page paint (and the route transition start) before measuring positions.
    const frame = window.requestAnimationFrame(() => {
      const timer = window.setTimeout(() => scrollToElement(id), 60);
      cleanup = () => window.clearTimeout(timer);
    });
    let cleanup = () => window.cancelAnimationFrame(frame);
    return () => cleanup();
    // toId is a pure mapping; only the query decides whether to scroll again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, param]);
}

/** Scrolls to the element of the URL's hash on load (`/productCenter#wms`) when it exists. */
export function useScrollToHash(hash: string): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return undefined;
    const timer = window.setTimeout(() => scrollToElement(id), 60);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
