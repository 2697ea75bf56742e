import fs from 'node:fs/promises';
import path from 'node:path';

/** Inside a release: the production renderer of the build that made it. */
const RENDERER_DIR = '.renderer';
const ROUTES = 'routes';
const TRACKERS = 'ssr-builtin-trackers';
const RECORD = 'renderer.json';

/** A release's renderer: its entry, and the folder of Gatsby's cache its bundle names by absolute path. */
export interface KeptRenderer {
  rendererFile: string;
  /** `<Gatsby's cache>/ssr-builtin-trackers`, required by the bundle, and the copy that stands for it. */
  trackers: { from: string; to: string };
}

/**
 * Copies the renderer a build left in Gatsby's cache (`page-ssr/routes`, its chunks without their
 * source maps, and the builtin trackers it requires) into the release the build made, under the
 * build lock: the next build rewrites the cache in place while quick releases render with this one.
 */
export async function keepRenderer(cacheDir: string, releaseDir: string): Promise<void> {
  const target = path.join(releaseDir, RENDERER_DIR);
  await fs.cp(path.join(cacheDir, 'page-ssr', ROUTES), path.join(target, ROUTES), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  await fs.cp(path.join(cacheDir, TRACKERS), path.join(target, TRACKERS), { recursive: true });
  await fs.writeFile(path.join(target, RECORD), JSON.stringify({ trackers: path.join(cacheDir, TRACKERS) }));
}

/** The renderer kept in a release, or null when its build kept none. */
export async function keptRenderer(releaseDir: string): Promise<KeptRenderer | null> {
  const target = path.join(releaseDir, RENDERER_DIR);
  const record = await fs.readFile(path.join(target, RECORD), 'utf8').catch(() => null);
  if (record === null) return null;
  const { trackers } = JSON.parse(record) as { trackers: string };
  return { rendererFile: path.join(target, ROUTES, 'render-page.js'), trackers: { from: trackers, to: path.join(target, TRACKERS) } };
}
