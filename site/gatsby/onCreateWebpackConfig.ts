import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { PREACT_MODULES } from '../../widgets/embed/preactAliases.mjs';
import { StableCompilationHash } from './stableCompilationHash';

/** webpack's module type for the CSS that mini-css-extract-plugin pulls out of CSS modules. */
const isExtractedCss = (module: { type?: string }) => module.type === 'css/mini-extract';

/**
 * The ES build of i18next, the one its package gives an `import` (found through `createRequire`:
 * Gatsby's bundling of this file drops a bare `require.resolve`).
 */
const I18NEXT_ES_BUILD = path.join(path.dirname(createRequire(__filename).resolve('i18next/package.json')), 'dist/esm/i18next.js');

type CacheGroup = { test?: unknown } & Record<string, unknown>;
type BundledModule = { type?: string; nameForCondition?: () => string | null };

/** Preact's own files: they go in Gatsby's `framework` chunk, where React's went. */
const isPreact = (module: BundledModule) => /[\\/]node_modules[\\/]preact[\\/]/.test(module.nameForCondition?.() ?? '');

/**
 * The browser's React is preact/compat, the embed bundle's aliases (widgets/embed/preactAliases.mjs)
 * as webpack's exact-name aliases; Gatsby's own aliases of react and react-dom (to their package
 * folders) would win over them, so they go.
 */
function preactAliases(alias: Record<string, unknown>): Record<string, unknown> {
  const { react: _react, 'react-dom': _reactDom, ...others } = alias;
  return { ...others, ...Object.fromEntries(Object.entries(PREACT_MODULES).map(([name, replacement]) => [`${name}$`, replacement])) };
}

/** The parts of react-i18next the browser runs (reactI18nextInBrowser.mjs says why). */
const REACT_I18NEXT_IN_BROWSER = path.join(__dirname, 'reactI18nextInBrowser.mjs');

/**
 * Production bundles (`build-javascript`):
 * - Source maps stay out of the public folder: the site ships its code, not its sources.
 * - Each page inlines only its own CSS. Gatsby puts every CSS module of the site in one `styles`
 *   chunk and inlines all of it into every page (some 70 KB: the header, every template); without
 *   that group, the layout's CSS goes with the `app` chunk and a template's with the template's
 *   chunk, and Gatsby inlines those two (client-assets-for-template: `app` and the page's
 *   component chunk). Shared chunks must not take CSS either, or a page's CSS would sit in a
 *   chunk Gatsby does not inline: `commons` is kept to scripts (`shared` and `lib` already are).
 *   On client navigation webpack loads the next template's CSS with its chunk, before rendering.
 * - The compilation hash depends on the output only (stableCompilationHash.ts): a build with
 *   nothing changed rewrites no page.
 * - React is Preact in the browser (preact/compat, some 4 KiB gzip against React's 45): the
 *   pages are still rendered to HTML by React (`build-html`), and Preact hydrates that markup.
 *   Hydration renders what the server rendered: hooks whose server and browser values differ
 *   wait for `useHydrated` (site/src/state/hydrated.ts), not for React's server snapshot.
 * - react-i18next is the two parts the browser runs (reactI18nextInBrowser.mjs).
 * In every stage, `i18next` is one module: its package has no `module` condition, so webpack
 * takes its CommonJS build for gatsby-plugin-react-i18next's `require` and its ES build for the
 * site's `import` (the slices' own instances), and every page would load the library twice.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  const config = getConfig();
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, i18next$: I18NEXT_ES_BUILD } };
  if (stage === 'build-javascript') {
    config.resolve.alias = { ...preactAliases(config.resolve.alias), 'react-i18next$': REACT_I18NEXT_IN_BROWSER };
    const groups = config.optimization?.splitChunks?.cacheGroups as Record<string, CacheGroup | false> | undefined;
    if (groups) {
      delete groups.styles;
      const commons = groups.commons;
      if (commons) groups.commons = { ...commons, test: (module: BundledModule) => !isExtractedCss(module) };
      const framework = groups.framework;
      if (framework && typeof framework.test === 'function') {
        const isReact = framework.test as (module: BundledModule) => boolean;
        groups.framework = { ...framework, test: (module: BundledModule) => isPreact(module) || isReact(module) };
      }
    }
    config.devtool = false;
    config.plugins = [...(config.plugins ?? []), new StableCompilationHash()];
  }
  actions.replaceWebpackConfig(config);
};
