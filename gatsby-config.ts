import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES } from './contract/siteRoutes';

/** The public origin of the site, for canonical URLs, hreflang links and the sitemap. */
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
// Pages read it through Gatsby's GATSBY_ variables (Head renders outside React context).
process.env.GATSBY_SITE_URL = siteUrl;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'never',
  // The widgets are written for the automatic JSX runtime (no React import), as the bundle builds them.
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'site/locales') },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...SITE_LANGUAGES],
        defaultLanguage: DEFAULT_SITE_LANGUAGE,
        generateDefaultLanguagePage: false,
        // The site applies SPEC §4's stored-language rule itself (site/language/).
        redirect: false,
        siteUrl,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: false,
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
