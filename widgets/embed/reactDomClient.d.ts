/**
 * The react-dom API this project calls (it has no @types/react-dom): the embed runtime's
 * createRoot and flushSync, and the site's hydration (site/gatsby/replaceHydrateFunction.tsx).
 */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }

  export function createRoot(container: Element | DocumentFragment): Root;
  export function hydrateRoot(container: Element | Document, initialChildren: ReactNode): Root;
}

declare module 'react-dom' {
  export function flushSync<R>(callback: () => R): R;
}
