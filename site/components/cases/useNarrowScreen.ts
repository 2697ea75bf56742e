import { useEffect, useState } from 'react';

/** Below this width the case list loads more instead of paging; the CSS uses the same width. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

/** Whether the narrow-screen query matches now; false where matchMedia does not exist. */
export function matchesNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY).matches
    : false;
}

/**
 * Follows the narrow-screen media query. False during server rendering and the first client
 * render (so hydration matches); the real value arrives in an effect. The CSS already shows the
 * right control before that.
 */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
