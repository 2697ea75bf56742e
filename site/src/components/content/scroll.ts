import { useEffect, useState } from 'react';

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

/**
 * The id of the section now in the reading zone of the viewport (a band a little below the top),
 * for marking the local navigation's current entry. Null until the browser has measured.
 */
export function useScrollSpy(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return undefined;
    const elements = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: '-25% 0px -65% 0px' },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
    // The id list is compared by value through `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}
