import type { GatsbyNode } from 'gatsby';

/** webpack's module type for the CSS that mini-css-extract-plugin pulls out of CSS modules. */
const isExtractedCss = (module: { type?: string }) => module.type === 'css/mini-extract';

type CacheGroup = { test?: unknown } & Record<string, unknown>;

/** mini-css-extract-plugin, told apart by its options (it is Gatsby's, not the site's, dependency). */
const isCssExtractPlugin = (plugin: unknown): plugin is { options: { experimentalUseImportModule?: boolean } } =>
  typeof plugin === 'object' && plugin !== null && plugin.constructor?.name === 'MiniCssExtractPlugin' && 'options' in plugin;

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
 * - CSS modules are evaluated with webpack's `importModule`, not in one child compilation each.
 *   webpack mixes the hash of every child compilation into the compilation hash; a build that
 *   finds the CSS in webpack's persistent cache runs no child compilation, so the first build
 *   after a cold one got another hash with the same output. Gatsby writes that hash into every
 *   page (its `_gatsby-scripts` slice), so that build rewrote every HTML file.
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
  for (const plugin of config.plugins ?? []) {
    if (isCssExtractPlugin(plugin)) plugin.options.experimentalUseImportModule = true;
  }
  config.devtool = false;
  actions.replaceWebpackConfig(config);
};
