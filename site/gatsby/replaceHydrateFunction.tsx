import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the pre-rendered page as a transition. Gatsby's own hydrateRoot call runs at React's
 * default priority, which renders the whole page in one task: on a phone that is the page's
 * longest task (Lighthouse's Total Blocking Time). In a transition React renders in slices of a
 * few milliseconds and lets the browser handle input between them; what is shown does not change,
 * the markup is already the server's. A page without server markup is rendered as Gatsby would.
 * The browser's React is preact/compat (onCreateWebpackConfig.ts), whose startTransition runs its
 * function at once: Preact hydrates in one task; the site's tests hydrate with React.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => (element: ReactNode, container: Element) => {
  if (document.getElementById('gatsby-focus-wrapper')?.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
};
