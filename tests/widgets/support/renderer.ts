/** Which renderer this project runs the widgets with (vitest.config.mts sets it per project). */
export const RENDERER = process.env.WIDGET_RENDERER === 'preact' ? 'preact' : 'react';

/** React marks the DOM nodes it renders with `__reactFiber$…` keys; Preact does not. */
export function renderedByReact(node: Node): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}
