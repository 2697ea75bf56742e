import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The page's path as served (`/en-US/home`), which the layout provides to its slices. The header
 * and footer are Gatsby Slices: rendered once per language, apart from the pages, so their HTML
 * cannot depend on the page. In the browser Gatsby renders them inside the page's tree, where
 * this context is the page's path.
 */
export const CurrentPathnameContext = createContext<string | null>(null);

const subscribeToNothing = () => () => {};

/**
 * The page's path once the page has hydrated, null before: the server's slice HTML was rendered
 * without a page, and hydration must produce that same markup (else React throws away the
 * server's HTML, errors #418 and #423). React renders with the server snapshot while hydrating,
 * then once more with the client's, which marks what depends on the path.
 */
export function useHydratedPathname(): string | null {
  const pathname = useContext(CurrentPathnameContext);
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return hydrated ? pathname : null;
}
