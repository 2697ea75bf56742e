/**
 * The React modules the source imports and the Preact module standing for each. The embed bundle
 * (rollup.config.mjs) and the widgets' Preact test project (vitest.config.mts) build the widgets
 * so; the site's browser bundle builds the site so (site/gatsby/onCreateWebpackConfig.ts). One
 * list for all, so the tests run the code the bundles ship.
 */
export const PREACT_MODULES = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** The list as rollup's and vite's aliases: each name exactly, not its subpaths. */
export const PREACT_ALIASES = Object.entries(PREACT_MODULES).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement }));
