import { createContext, useContext } from 'react';
import { useHydrated } from '../../state/hydrated';

/**
 * The page's path as served (`/en-US/home`), which the layout provides to its slices. The header
 * and footer are Gatsby Slices: rendered once per language, apart from the pages, so their HTML
 * cannot depend on the page. In the browser Gatsby renders them inside the page's tree, where
 * this context is the page's path.
 */
export const CurrentPathnameContext = createContext<string | null>(null);

/**
 * The page's path once the page has hydrated, null before: the server's slice HTML was rendered
 * without a page, and hydration must produce that same markup (else React throws away the
 * server's HTML, errors #418 and #423). The slice renders once more after hydration, which marks
 * what depends on the path.
 */
export function useHydratedPathname(): string | null {
  const pathname = useContext(CurrentPathnameContext);
  return useHydrated() ? pathname : null;
}
