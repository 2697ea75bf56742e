import type { GatsbyNode } from 'gatsby';
import { StableCompilationHash } from './stableCompilationHash';

/** webpack's module type for the CSS that mini-css-extract-plugin pulls out of CSS modules. */
const isExtractedCss = (module: { type?: string }) => module.type === 'css/mini-extract';

type CacheGroup = { test?: unknown } & Record<string, unknown>;

/**
 * Production bundles:
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
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups as Record<string, CacheGroup | false> | undefined;
  if (groups) {
    delete groups.styles;
    const commons = groups.commons;
    if (commons) groups.commons = { ...commons, test: (module: { type?: string }) => !isExtractedCss(module) };
  }
  config.devtool = false;
  config.plugins = [...(config.plugins ?? []), new StableCompilationHash()];
  actions.replaceWebpackConfig(config);
};
