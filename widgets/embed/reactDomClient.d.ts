/**
 * The react-dom API this project calls (it has no @types/react-dom): the embed runtime's
 * createRoot and flushSync, and the site's hydration (site/gatsby/replaceHydrateFunction.tsx),
 * whose tests hear React's recoverable errors (a hydration mismatch among them).
 */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }

  export function createRoot(container: Element | DocumentFragment): Root;
  export interface HydrationOptions {
    onRecoverableError?: (error: unknown) => void;
  }

  export function hydrateRoot(container: Element | Document, initialChildren: ReactNode, options?: HydrationOptions): Root;
}

declare module 'react-dom' {
  export function flushSync<R>(callback: () => R): R;
}
