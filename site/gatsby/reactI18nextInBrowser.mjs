/**
 * react-i18next as the browser bundle gets it (a webpack alias, onCreateWebpackConfig.ts): the
 * two parts the site and gatsby-plugin-react-i18next call. The plugin `require`s the package and
 * re-exports all of it, which keeps every part in `app` (Trans with its HTML parser, the SSR and
 * higher-order helpers: some 4 KiB gzip that no page runs). Its ES files by path: the package's
 * `exports` name only its entry points. The server's render (and the tests) use the package.
 */
export { I18nextProvider } from '../../node_modules/react-i18next/dist/es/I18nextProvider.js';
export { useTranslation } from '../../node_modules/react-i18next/dist/es/useTranslation.js';
