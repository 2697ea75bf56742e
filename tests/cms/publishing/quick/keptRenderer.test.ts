/**
 * The renderer a build leaves in Gatsby's cache, kept in the release it made
 * (cms/publishing/quick/keptRenderer.ts): its routes without source maps and the builtin trackers
 * the bundle requires by their path in the cache, copied, so the next build rewriting the cache
 * leaves the release's copy as it was; a release whose build kept none has none.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepRenderer, keptRenderer } from '../../../../cms/publishing/quick/keptRenderer';
import { filesIn } from '../../../support/testApp';

describe('the renderer kept in a release', () => {
  let folder = '';
  let cacheDir = '';
  let releaseDir = '';
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kept-renderer-'));
    cacheDir = path.join(folder, '.cache');
    releaseDir = path.join(folder, 'releases', 'r1');
    await fs.mkdir(releaseDir, { recursive: true });
  });
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  /** Gatsby's cache after a build, as far as the renderer goes, with a file beside it that is not the renderer's. */
  async function writeCache(build: string) {
    const files: Record<string, string> = {
      'page-ssr/routes/render-page.js': `module.exports = "${build}";`,
      'page-ssr/routes/render-page.js.map': '{"version":3}',
      'page-ssr/routes/chunks/component---case.js': `/* ${build} */`,
      'page-ssr/routes/chunks/component---case.js.map': '{"version":3}',
      'page-ssr/lmdb/data.mdb': 'not the renderer',
      'ssr-builtin-trackers/fs.js': `/* ${build} trackers */`,
      'ssr-builtin-trackers/child_process.js': '/* trackers */',
    };
    for (const [file, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(cacheDir, file)), { recursive: true });
      await fs.writeFile(path.join(cacheDir, file), text);
    }
  }

  it('copies the routes without their source maps and the trackers, and answers their paths in the release', async () => {
    await writeCache('first build');
    await keepRenderer(cacheDir, releaseDir);

    const kept = await keptRenderer(releaseDir);
    expect(kept).toEqual({
      rendererFile: path.join(releaseDir, '.renderer', 'routes', 'render-page.js'),
      // The bundle names the cache's trackers by absolute path: the copy stands for them.
      trackers: { from: path.join(cacheDir, 'ssr-builtin-trackers'), to: path.join(releaseDir, '.renderer', 'ssr-builtin-trackers') },
    });
    expect((await filesIn(path.join(releaseDir, '.renderer'))).sort()).toEqual([
      'renderer.json',
      'routes/chunks/component---case.js',
      'routes/render-page.js',
      'ssr-builtin-trackers/child_process.js',
      'ssr-builtin-trackers/fs.js',
    ]);

    // The next build rewrites the cache in place: the release renders with its own build's copy.
    await fs.rm(cacheDir, { recursive: true });
    await writeCache('second build');
    expect(await fs.readFile(kept!.rendererFile, 'utf8')).toBe('module.exports = "first build";');
    expect(await fs.readFile(path.join(kept!.trackers.to, 'fs.js'), 'utf8')).toBe('/* first build trackers */');
  });

  it('answers null for a release whose build kept no renderer', async () => {
    expect(await keptRenderer(releaseDir)).toBeNull();
    expect(await keptRenderer(path.join(folder, 'releases', 'missing'))).toBeNull();
  });
});
