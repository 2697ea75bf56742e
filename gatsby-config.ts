import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES } from './contract/siteRoutes';
import { LOCALES_DIR } from './site/gatsby/localesDir';
import { I18NEXT_OPTIONS } from './site/src/state/i18nextOptions';

/** The public origin of the site, for canonical URLs, hreflang links and the sitemap. */
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
// Pages read it through Gatsby's GATSBY_ variables (Head renders outside React context).
process.env.GATSBY_SITE_URL = siteUrl;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'never',
  // The widgets are written for the automatic JSX runtime (no React import), as the bundle builds them.
  jsxRuntime: 'automatic',
  // Query result types (`Queries.*`) for the site's components, written on every build. The file
  // is committed so that a type check of a fresh clone needs no build first.
  graphqlTypegen: { typesOutputPath: 'site/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // The site's own code, as a local theme: Gatsby extracts page, static and fragment queries
    // from `src/` of the project and of each plugin, so the site's components live in site/src/.
    './site',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: LOCALES_DIR },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...SITE_LANGUAGES],
        defaultLanguage: DEFAULT_SITE_LANGUAGE,
        generateDefaultLanguagePage: false,
        // The site applies the stored-language rule itself (site/src/state/language.ts).
        redirect: false,
        siteUrl,
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
  ],
};

export default config;
