/**
 * How the embed bundle (rollup.config.mjs) and the widgets' Preact test project
 * (vitest.config.mts) build the React source: react and react-dom aliased to preact/compat.
 * One list for both, so the tests run the code the bundle ships.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
