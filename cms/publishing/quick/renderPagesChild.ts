import nodeModule, { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CasePageData } from './casePageData';
import type { KeptRenderer } from './keptRenderer';

/**
 * A child process of the CMS that renders pages with the production renderer a site build left
 * (kept in each release, keptRenderer.ts), exactly as Gatsby's HTML workers call it
 * (gatsby/dist/utils/worker/child/render-html.js): the page's scripts and styles from the
 * release's `webpack.stats.json`, its static queries' results, its slices stitched in from the
 * release. Gatsby's helpers read `public/` of the working folder, which links to the release. A
 * process of its own: the renderer is a bundle that sets globals, and each release brings its own.
 */
export interface RenderRequest {
  /** The release whose renderer, assets, static queries and slices the pages are rendered with. */
  releaseDir: string;
  renderer: KeptRenderer;
  /** An empty folder, the process's own: `public` is linked here. */
  workDir: string;
  /** Where each page's HTML is written, at its path (`<page>/index.html`). */
  outDir: string;
  pages: Array<{ pagePath: string; pageData: CasePageData }>;
}

const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));
const { getScriptsAndStylesForTemplate, readWebpackStats } = gatsbyRequire('./dist/utils/client-assets-for-template') as {
  getScriptsAndStylesForTemplate: (chunkName: string, stats: unknown) => Promise<Record<string, unknown>>;
  readWebpackStats: (publicDir: string) => Promise<unknown>;
};
const { getStaticQueryContext } = gatsbyRequire('./dist/utils/static-query-utils') as {
  getStaticQueryContext: (hashes: string[]) => Promise<{ staticQueryContext: unknown }>;
};
const { stitchSliceForAPage } = gatsbyRequire('./dist/utils/slices/stitching') as {
  stitchSliceForAPage: (options: { pagePath: string; publicDir: string }) => Promise<void>;
};

type Resolve = (specifier: string, context: unknown) => unknown;
/** Node 24's synchronous module hooks (module.registerHooks), which the Node 20 typings lack. */
const { registerHooks } = nodeModule as unknown as {
  registerHooks: (hooks: { resolve: (specifier: string, context: unknown, nextResolve: Resolve) => unknown }) => void;
};

type Renderer = { default: (props: Record<string, unknown>) => Promise<{ html: string }> };

async function render({ releaseDir, renderer: kept, workDir, outDir: out, pages }: RenderRequest): Promise<void> {
  // The bundle requires Gatsby's builtin trackers by their path in the cache; the release has a copy.
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      nextResolve(specifier.startsWith(`${kept.trackers.from}/`) ? kept.trackers.to + specifier.slice(kept.trackers.from.length) : specifier, context),
  });
  await fs.symlink(releaseDir, path.join(workDir, 'public'));
  // Slices are stitched from `<publicDir>/_gatsby/slices`, where the page's HTML is written too.
  await fs.mkdir(out, { recursive: true });
  await fs.symlink(path.join(releaseDir, '_gatsby'), path.join(out, '_gatsby'));
  process.chdir(workDir);
  const renderer = createRequire(kept.rendererFile)(kept.rendererFile) as Renderer;
  const stats = await readWebpackStats(releaseDir);
  const { webpackCompilationHash } = JSON.parse(await fs.readFile(path.join(releaseDir, 'page-data/app-data.json'), 'utf8')) as { webpackCompilationHash: string };
  for (const { pagePath, pageData } of pages) {
    const { staticQueryContext } = await getStaticQueryContext(pageData.staticQueryHashes as string[]);
    const { html } = await renderer.default({
      pagePath,
      pageData,
      webpackCompilationHash,
      context: { isDuringBuild: true },
      staticQueryContext,
      ...(await getScriptsAndStylesForTemplate(pageData.componentChunkName, stats)),
    });
    const file = path.join(out, pagePath, 'index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
    await stitchSliceForAPage({ pagePath, publicDir: out });
  }
  await fs.unlink(path.join(out, '_gatsby'));
}

process.once('message', (request: RenderRequest) => {
  render(request).then(
    () => process.send?.({ ok: true }, () => process.exit(0)),
    (error: unknown) => process.send?.({ ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) }, () => process.exit(1)),
  );
});
