import path from 'node:path';
import { buildStamp, ROOT, runBuild } from './buildStamp';

/** rollup.config.mjs writes the embed bundle here; the CMS serves it at /widgets/. */
export const WIDGETS_DIR = path.join(ROOT, 'dist/widgets');

const stamp = buildStamp(path.join(WIDGETS_DIR, '.build-stamp'), ['widgets', 'contract', 'rollup.config.mjs', 'package-lock.json']);

export async function buildWidgets(log: (text: string) => void = (text) => process.stdout.write(text)): Promise<void> {
  await runBuild(path.join(ROOT, 'node_modules/.bin/rollup'), ['-c', 'rollup.config.mjs'], {}, log);
  await stamp.write();
}

export function widgetsAreCurrent(): Promise<boolean> {
  return stamp.isCurrent();
}
