import { render } from '@testing-library/react';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { useStaticQuery } from 'gatsby';
import { vi } from 'vitest';
import { splitLocalizedPath } from '../../../contract/siteRoutes';
import { Layout } from '../../../site/src/components/layout/Layout';
import { loadClientState } from '../../../site/src/state/clientState';
import { createTestI18n } from './i18n';
import { layoutFixture } from './layoutFixture';

/** Makes `layoutData` the result of the layout's static query (useLayoutQuery.ts). */
export function giveLayoutData(layoutData: unknown = layoutFixture) {
  vi.mocked(useStaticQuery).mockReturnValue(layoutData);
}

/**
 * Renders the real layout around a stub page at `url` (path, query, hash), in the path's
 * language, with `layoutData` as its static query's result, after reading the client state from
 * localStorage as a page load does.
 */
export function renderLayout(url = '/home', layoutData: unknown = layoutFixture) {
  giveLayoutData(layoutData);
  window.history.replaceState({}, '', url);
  loadClientState();
  const pathname = new URL(url, 'http://localhost').pathname;
  const { i18n, missing } = createTestI18n(splitLocalizedPath(pathname).language);
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <Layout pathname={pathname}>
        <h1>Stub page</h1>
      </Layout>
    </I18nextProvider>,
  );
  return { ...utils, i18n, missing };
}

export const desktopNav = () => document.getElementById('site-nav') as HTMLElement;
export const mobileNav = () => document.getElementById('site-nav-mobile') as HTMLElement;
