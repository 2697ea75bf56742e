import type { Actions } from 'gatsby';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { layoutSlicesOf } from './layoutSlices';
import { namespacesOf } from './pageNamespaces';

export interface SitePage {
  /** The path without language prefix (`/home`). */
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/**
 * Creates the page once per language, in the shape gatsby-plugin-react-i18next gives its pages
 * (`language` for the queries, `i18n` for its provider), with the locale namespaces its template
 * uses (`namespaces`, for its query) and the language's header and footer slices. Left to the plugin, every page would be created, then deleted and created again by its
 * `onCreatePage` (which skips pages that already carry `i18n`): Gatsby takes a page deleted and
 * created again for a new one and runs its query in every build, changed or not. No page gets a
 * `matchPath`: Gatsby's browser runtime would then take `/en-US/caseDetails?id=N` (the CMS answers
 * it with `/en-US/caseDetails/N`'s HTML) for a client route instead of moving to that page, and
 * hydrate the other page's markup.
 */
export function createLocalizedPages(createPage: Actions['createPage'], page: SitePage) {
  const namespaces = namespacesOf(page.component);
  for (const language of SITE_LANGUAGES) {
    const path = localizedPath(page.path, language);
    const routed = language !== DEFAULT_SITE_LANGUAGE;
    createPage({
      path,
      component: page.component,
      context: {
        ...page.context,
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
