import { useEffect, useState } from 'react';

/** Set by the first effect after the page's hydration: a component mounted later needs no wait. */
let pageHydrated = false;

/**
 * False while the page hydrates, true from then on: what the browser knows and the server did not
 * (a stored choice, the page's path in a slice) waits for it, so hydration renders the server's
 * markup, and the component renders once more with the browser's values. React's
 * useSyncExternalStore with a server snapshot does the same, but the browser's React is
 * preact/compat (site/gatsby/onCreateWebpackConfig.ts), which ignores the server snapshot, and
 * Preact's hydration keeps the server's attributes: the page would go on showing the server's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
