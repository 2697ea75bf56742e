import { useEffect, useState, type RefObject } from 'react';

/** Below this width the browser loads more instead of paging. */
export const NARROW_WIDTH_PX = 640;

/**
 * Whether the element is narrower than {@link NARROW_WIDTH_PX}: its own width through
 * ResizeObserver where the browser has it (a partner may put the widget in a sidebar), else the
 * viewport's through matchMedia. False during server rendering and the first client render, so
 * hydration matches; the real value arrives in an effect.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver((entries) => {
        const width = entries[entries.length - 1]?.contentRect.width ?? 0;
        // Zero: not laid out (hidden); keep what was known.
        if (width > 0) setNarrow(width < NARROW_WIDTH_PX);
      });
      observer.observe(element);
      return () => observer.disconnect();
    }
    if (typeof window.matchMedia === 'function') {
      const query = window.matchMedia(`(max-width: ${NARROW_WIDTH_PX - 1}px)`);
      const update = () => setNarrow(query.matches);
      update();
      query.addEventListener?.('change', update);
      return () => query.removeEventListener?.('change', update);
    }
    return undefined;
  }, [ref]);
  return narrow;
}
