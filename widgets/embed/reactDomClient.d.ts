/** The react-dom/client API the embed runtime uses (the project has no @types/react-dom). */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }

  export function createRoot(container: Element | DocumentFragment): Root;
}

/** The one react-dom export the embed runtime uses. */
declare module 'react-dom' {
  export function flushSync<R>(callback: () => R): R;
}
