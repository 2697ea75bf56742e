import { render } from '@testing-library/react';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { Slice } from 'gatsby';
import { vi } from 'vitest';
import { splitLocalizedPath, type SiteLanguage } from '../../../contract/siteRoutes';
import { Layout } from '../../../site/src/components/layout/Layout';
import { loadClientState } from '../../../site/src/state/clientState';
import FooterSlice from '../../../site/src/slices/FooterSlice';
import HeaderSlice from '../../../site/src/slices/HeaderSlice';
import { createTestI18n, localeResources, trackMissingKeys } from './i18n';
import { layoutFixture } from './layoutFixture';

/** The slices' copy as their query gives it: the `layout` namespace of the language, from the real locale files. */
export function layoutLocales(language: SiteLanguage) {
  return { edges: [{ node: { ns: 'layout', language, data: JSON.stringify(localeResources()[language]!.layout) } }] };
}

/**
 * Puts the real header and footer slices of `language` behind the layout's aliases, with
 * `layoutData` (the layout content as the slices query it) and the real layout copy as their data.
 */
export function giveLayoutData(language: SiteLanguage, layoutData: unknown = layoutFixture) {
  const data = { ...(layoutData as object), locales: layoutLocales(language) } as never;
  const slices = { header: HeaderSlice, footer: FooterSlice } as const;
  vi.mocked(Slice).mockImplementation(({ alias }) => {
    const Component = slices[alias as keyof typeof slices];
    return <Component data={data} sliceContext={{ language }} />;
  });
}

/**
 * Renders the real layout around a stub page at `url` (path, query, hash), in the path's
 * language, with `layoutData` as its slices' content, after reading the client state from
 * localStorage as a page load does. `missing` collects the keys the page's and the slices'
 * i18next instances lack.
 */
export function renderLayout(url = '/home', layoutData: unknown = layoutFixture) {
  window.history.replaceState({}, '', url);
  loadClientState();
  const pathname = new URL(url, 'http://localhost').pathname;
  const language = splitLocalizedPath(pathname).language;
  giveLayoutData(language, layoutData);
  const { i18n, missing } = createTestI18n(language);
  trackMissingKeys(missing);
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
