/**
 * Setup of the site tests (project `site` in vitest.config.mts): Gatsby's router-bound exports
 * are replaced, the DOM and the stored client state are reset after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.mock('gatsby', () => import('./support/gatsby'));

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.history.replaceState({}, '', '/');
    const { loadClientState } = await import('../../site/src/state/clientState');
    loadClientState();
  }
});
