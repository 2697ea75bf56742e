import fs from 'node:fs/promises';
import path from 'node:path';
import { inParallel } from '../../../compression/inParallel';
import { SEARCH_INDEX_DIR, newIndexName, pointToIndex, servedIndex } from './searchIndexFolder';

export interface CarriedSearchIndex {
  /** How: a link to the previous release's own index folder, or its files hard-linked one by one. */
  by: 'folder link' | 'file links';
  /** Files hard-linked (twins included); none for a folder link. */
  files: number;
  ms: number;
}

/** Links made at once. */
const CONCURRENCY = 32;

/**
 * Gives a release that is not live yet the index the previous release serves, under the same
 * name, and points to it, so that its search answers from the first request instead of saying the
 * index is being updated until its own is written (searchIndex.ts, after the switch).
 *
 * The index folder of the previous release is linked whole, one relative symbolic link: it stays
 * while the new release is live (the release before the live one is kept for a rollback, see
 * releases/siteReleases.ts), and a link costs the same at any number of pages, where linking the
 * files one by one took 3.5 to 4.3 s at 62,000 files (10,000 cases). When the previous release
 * serves an index it was given itself (its own not written yet: two publishes in quick
 * succession), that index lives in the release before it, which the coming switch removes, so
 * its files are hard-linked one by one (index files are never rewritten; twins appear by rename).
 * Only the index the previous release serves is carried, not those it kept for visitors who had
 * loaded them, so a release holds two at most. Answers null when the previous release has no index.
 */
export async function carrySearchIndex(previousDir: string | null, releaseDir: string): Promise<CarriedSearchIndex | null> {
  const started = Date.now();
  const served = previousDir && (await servedIndex(previousDir));
  if (!served) return null;
  // An index laid out before indexes had folders of their own (`pagefind/` itself) gets a name.
  const name = served.name ?? newIndexName();
  const target = path.join(releaseDir, SEARCH_INDEX_DIR, name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const carried = (await fs.lstat(served.dir)).isSymbolicLink() ? await linkFiles(served.dir, target) : await linkFolder(served.dir, target);
  await pointToIndex(releaseDir, name);
  return { ...carried, ms: Date.now() - started };
}

/** A relative link, so that the releases folder can be moved or mounted elsewhere. */
async function linkFolder(source: string, target: string): Promise<Omit<CarriedSearchIndex, 'ms'>> {
  await fs.symlink(path.relative(path.dirname(target), source), target);
  return { by: 'folder link', files: 0 };
}

async function linkFiles(source: string, target: string): Promise<Omit<CarriedSearchIndex, 'ms'>> {
  const real = await fs.realpath(source);
  const entries = await fs.readdir(real, { recursive: true, withFileTypes: true });
  const relativeOf = (entry: { parentPath: string; name: string }) => path.relative(real, path.join(entry.parentPath, entry.name));
  // Dot-names are files being written: not part of the index served.
  const files = entries.filter((entry) => entry.isFile()).map(relativeOf).filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')));
  for (const folder of new Set(files.map((file) => path.dirname(path.join(target, file))))) await fs.mkdir(folder, { recursive: true });
  await inParallel(files, CONCURRENCY, (file) => fs.link(path.join(real, file), path.join(target, file)));
  return { by: 'file links', files: files.length };
}
