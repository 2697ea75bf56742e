// @vitest-environment node
import React from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../site/src/components/layout/Layout';
import HeaderSlice from '../../site/src/slices/HeaderSlice';
import { createTestI18n } from './support/i18n';
import { layoutFixture } from './support/layoutFixture';
import { giveLayoutData, layoutLocales } from './support/render';

describe('server rendering', () => {
  it('renders the layout without a window, with the build year and the header entries in the HTML', async () => {
    expect(typeof window).toBe('undefined');
    // Importing the browser hooks must not touch the window either.
    await import('../../site/src/navigation/browserHooks');
    const { i18n } = createTestI18n('zh-CN');
    giveLayoutData('zh-CN');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Layout pathname="/aboutUs/culture">
          <h1>Page</h1>
        </Layout>
      </I18nextProvider>,
    );
    // The build year (the fixture's buildTime); the browser puts the current year in an effect.
    expect(html).toContain('© 2024 云栈智能物流科技股份有限公司 版权所有');
    expect(html).toContain('href="/home"');
    expect(html).toContain('href="/joinUs"');
    // Menu panels render when opened (crawlers find their pages through sitemap.xml and the pages' own links).
    expect(html).not.toContain('href="/aboutUs/contactUs"');
    expect(html).toContain('300532');
    // The header is one slice for every page of the language: its HTML marks no entry as the
    // current one (the browser does, once hydrated: sliceHydration.test.tsx).
    expect(html).toMatch(/>关于我们</);
    expect(html).not.toContain('aria-current');
  });

  it('renders a slice apart from any page as it renders inside one (Gatsby stitches the former into every page)', () => {
    const data = { ...layoutFixture, locales: layoutLocales('en-US') } as never;
    const alone = renderToString(<HeaderSlice data={data} sliceContext={{ language: 'en-US' }} />);
    const { i18n } = createTestI18n('en-US');
    giveLayoutData('en-US');
    const page = renderToString(
      <I18nextProvider i18n={i18n}>
        <Layout pathname="/en-US/aboutUs/culture">
          <h1>Page</h1>
        </Layout>
      </I18nextProvider>,
    );
    expect(alone).toContain('About us');
    expect(page).toContain(alone);
  });
});
