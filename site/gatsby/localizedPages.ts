import type { Actions } from 'gatsby';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { layoutSlicesOf } from './layoutSlices';
import { namespacesOf } from './pageNamespaces';

export interface SitePage {
  /** The path without language prefix (`/home`). */
  path: string;
  component: string;
  context: Record<string, unknown>;
  /**
   * The language's not-found page: in a prefixed language it answers every address under its
   * prefix that no page has, so a missing English address hydrates the English 404 page (Gatsby's
   * own fallback, `/404.html`, is the Chinese one, and its markup would not match).
   */
  notFound?: boolean;
  /** The languages the page exists in: every one unless given (an item's page, in the languages it is written in). */
  languages?: readonly SiteLanguage[];
  /** What the page's context holds in one language only (an item page's node in that language). */
  contextIn?: (language: SiteLanguage) => Record<string, unknown>;
}

/**
 * Creates the page once per language, in the shape gatsby-plugin-react-i18next gives its pages
 * (`language` for the queries, `i18n` for its provider), with the locale namespaces its template
 * uses (`namespaces`, for its query) and the language's header and footer slices. Left to the plugin, every page would be created, then deleted and created again by its
 * `onCreatePage` (which skips pages that already carry `i18n`): Gatsby takes a page deleted and
 * created again for a new one and runs its query in every build, changed or not. Only the English
 * not-found page gets a `matchPath`; a `?id=` address is moved to its built page before Gatsby
 * reads it (site/src/navigation/publicAddress.ts), so the catch-all never takes it.
 */
export function createLocalizedPages(createPage: Actions['createPage'], page: SitePage) {
  const namespaces = namespacesOf(page.component);
  for (const language of page.languages ?? SITE_LANGUAGES) {
    const path = localizedPath(page.path, language);
    const routed = language !== DEFAULT_SITE_LANGUAGE;
    createPage({
      path,
      ...(page.notFound && routed ? { matchPath: `${localizedPath('/', language)}*` } : {}),
      component: page.component,
      context: {
        ...page.context,
        ...page.contextIn?.(language),
        language,
        namespaces,
        i18n: {
          language,
          languages: [...SITE_LANGUAGES],
          defaultLanguage: DEFAULT_SITE_LANGUAGE,
          generateDefaultLanguagePage: false,
          routed,
          originalPath: page.path,
          path,
        },
      },
      slices: layoutSlicesOf(language),
    });
  }
}
