import path from 'node:path';
import { precompressFolder } from '../compression/twins';
import { ROOT, WIDGETS_DIR } from './paths';
import { runCommand } from './runCommand';
import { buildStamp } from './stamp';

const stamp = buildStamp(path.join(WIDGETS_DIR, '.build-stamp'), [
  'widgets', 'contract', 'rollup.config.mjs', 'compression/twins.ts', 'package-lock.json',
]);

/**
 * Bundles the widgets with rollup.config.mjs into {@link WIDGETS_DIR}, then writes the compressed
 * twins the CMS serves, with the same compressor as the site's pages.
 */
export async function buildWidgets(log: (text: string) => void = (text) => process.stdout.write(text)): Promise<void> {
  const sources = await stamp.digest();
  await runCommand(path.join(ROOT, 'node_modules/.bin/rollup'), ['-c', 'rollup.config.mjs'], { WIDGETS_OUT_DIR: WIDGETS_DIR }, log);
  await precompressFolder(WIDGETS_DIR);
  await stamp.write(sources);
}

export function widgetsAreCurrent(): Promise<boolean> {
  return stamp.isCurrent();
}
