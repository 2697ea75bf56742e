// @vitest-environment node
import React from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../site/src/components/layout/Layout';
import { createTestI18n } from './support/i18n';
import { giveLayoutData } from './support/render';

describe('server rendering', () => {
  it('renders the layout without a window, with the build year and the header entries in the HTML', async () => {
    expect(typeof window).toBe('undefined');
    // Importing the browser hooks must not touch the window either.
    await import('../../site/src/navigation/browserHooks');
    const { i18n } = createTestI18n('zh-CN');
    giveLayoutData();
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
    // The active entry comes from the path, so the server already highlights it.
    expect(html).toMatch(/aria-current="true"[^>]*>关于我们/);
  });
});
