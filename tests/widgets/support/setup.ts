/**
 * Setup of the widget tests (projects `widgets-react` and `widgets-preact` in vitest.config.mts):
 * the same files run once with React 18 and once with preact/compat.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (typeof document !== 'undefined') {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('style');
    localStorage.clear();
  }
});

// jsdom computes styles slowly against the widgets' stylesheets; role queries skip the
// visibility check unless a test asks for it (`hidden: false`).
configure({ defaultHidden: true });
