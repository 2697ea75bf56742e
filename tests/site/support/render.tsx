import { render } from '@testing-library/react';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { splitLocalizedPath } from '../../../contract/siteRoutes';
import { Layout } from '../../../site/components/layout/Layout';
import { loadClientState } from '../../../site/state/clientState';
import { createTestI18n } from './i18n';
import { layoutFixture } from './layoutFixture';

/**
 * Renders the real layout around a stub page at `url` (path, query, hash), in the path's
 * language, with `pageData` as the page's query data, after reading the client state from localStorage as a page load does.
 */
export function renderLayout(url = '/home', pageData: unknown = layoutFixture) {
  window.history.replaceState({}, '', url);
  loadClientState();
  const pathname = new URL(url, 'http://localhost').pathname;
  const { i18n, missing } = createTestI18n(splitLocalizedPath(pathname).language);
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <Layout pathname={pathname} pageData={pageData}>
        <h1>Stub page</h1>
      </Layout>
    </I18nextProvider>,
  );
  return { ...utils, i18n, missing };
}

export const desktopNav = () => document.getElementById('site-nav') as HTMLElement;
export const mobileNav = () => document.getElementById('site-nav-mobile') as HTMLElement;
