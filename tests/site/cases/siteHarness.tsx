import type { AddressInfo } from 'node:net';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestI18n } from '../support/i18n';

/**
 * What a case component needs around it in a test: a real i18next instance over the real locale
 * files (as gatsby-plugin-react-i18next configures it) and the plugin's context, which its
 * `Link` reads to prefix English paths. `missing` collects keys no locale file has.
 */
export function siteWrapper(language: SiteLanguage = 'zh-CN') {
  const { i18n, missing } = createTestI18n(language);
  const context = {
    language,
    languages: ['zh-CN', 'en-US'],
    routed: language !== 'zh-CN',
    defaultLanguage: 'zh-CN',
    generateDefaultLanguagePage: false,
    originalPath: '/',
    path: '/',
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
      </I18nextProvider>
    );
  }
  return { wrapper: Wrapper, missing };
}

/**
 * The real CMS on a fresh seeded SQLite database, listening on a free local port. Its origin is
 * handed to the site code the way the build does it, through GATSBY_CMS_URL: import the
 * components (dynamically) only after this resolved, since `cmsClient` reads it on import.
 */
export async function startCms(): Promise<{ cms: TestApp; origin: string }> {
  const cms = await startTestApp('sqlite');
  await cms.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = cms.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  process.env.GATSBY_CMS_URL = origin;
  return { cms, origin };
}
