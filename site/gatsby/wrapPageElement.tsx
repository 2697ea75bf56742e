import type { GatsbyBrowser } from 'gatsby';
import type { i18n as I18n } from 'i18next';
import React, { isValidElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Layout } from '../src/components/layout/Layout';

/**
 * The i18next instance gatsby-plugin-react-i18next created for this page. Gatsby applies the
 * site's wrapPageElement last, so the layout wraps the plugin's provider rather than sitting in
 * it; the layout is put under the same instance, or its copy would show raw keys.
 */
function pageI18n(element: ReactNode): I18n | null {
  if (isValidElement<{ i18n?: I18n }>(element) && element.type === I18nextProvider) return element.props.i18n ?? null;
  return null;
}

/** Every page renders inside the layout, in the page's language. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const layout = (
    <Layout pathname={props.location.pathname}>
      {element}
    </Layout>
  );
  const i18n = pageI18n(element);
  return i18n ? <I18nextProvider i18n={i18n}>{layout}</I18nextProvider> : layout;
};
