import i18next, { type i18n as I18n, type Resource } from 'i18next';
import React, { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { I18NEXT_OPTIONS } from '../state/i18nextOptions';

/** The locale nodes a slice queries (layoutLocales.ts): the shape gatsby-plugin-react-i18next reads from pages. */
export type SliceLocales = Queries.LayoutLocalesFragment['locales'];

/**
 * An i18next instance holding the slice's own namespaces. Gatsby renders a slice apart from the
 * pages, outside `wrapPageElement`, where gatsby-plugin-react-i18next puts each page's instance;
 * a slice must therefore render under its own, on the server and in the browser alike, or the
 * two renders would differ. `initImmediate: false` makes `init` synchronous: the resources are
 * at hand, and the first render must already be translated.
 */
export function createSliceI18n(language: SiteLanguage, locales: SliceLocales): I18n {
  const resources: Resource = { [language]: {} };
  for (const { node } of locales.edges) {
    if (node.ns && node.data) resources[language]![node.ns] = JSON.parse(node.data);
  }
  const namespaces = Object.keys(resources[language]!);
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18NEXT_OPTIONS,
    resources,
    lng: language,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: namespaces[0],
    initImmediate: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Puts the slice's content under its own i18next instance (made once per language and data). */
export function SliceTranslations({ language, locales, children }: { language: SiteLanguage; locales: SliceLocales; children: ReactNode }) {
  const i18n = useMemo(() => createSliceI18n(language, locales), [language, locales]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
