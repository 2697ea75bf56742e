/** The one react-dom export the SSR test uses (the project has no @types/react-dom). */
declare module 'react-dom/server' {
  import type { ReactElement } from 'react';
  export function renderToString(element: ReactElement): string;
}
