import fs from 'node:fs/promises';
import path from 'node:path';
import { inParallel } from '../../../compression/inParallel';
import { SEARCH_INDEX_DIR, newIndexName, pointToIndex, servedIndex } from './searchIndexFolder';

export interface CarriedSearchIndex {
  /** Files hard-linked from the previous release's index, twins included. */
  files: number;
  ms: number;
}

/** Links made at once. */
const CONCURRENCY = 32;

/**
 * Gives a release that is not live yet the index the previous release serves, so that its search
 * answers from the first request instead of saying the index is being updated until its own is
 * written (searchIndex.ts, after the switch). Every file is hard-linked, as a release shares its
 * unchanged pages (releases/assembleRelease.ts): index files are never rewritten, twins appear by
 * rename. Only the index the previous release serves is carried, not those it kept for visitors
 * who had loaded them, so a release holds at most two. Answers null when the previous release has
 * no index.
 */
export async function carrySearchIndex(previousDir: string | null, releaseDir: string): Promise<CarriedSearchIndex | null> {
  const started = Date.now();
  const served = previousDir && (await servedIndex(previousDir));
  if (!served) return null;
  // An index laid out before indexes had folders of their own (`pagefind/` itself) gets a name.
  const name = served.name ?? newIndexName();
  const target = path.join(releaseDir, SEARCH_INDEX_DIR, name);
  const entries = await fs.readdir(served.dir, { recursive: true, withFileTypes: true });
  const relativeOf = (entry: { parentPath: string; name: string }) => path.relative(served.dir, path.join(entry.parentPath, entry.name));
  // Dot-names are files being written or folders on their way in: not part of the index served.
  const files = entries.filter((entry) => entry.isFile()).map(relativeOf).filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')));
  const folders = new Set(files.map((file) => path.dirname(path.join(target, file))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  await inParallel(files, CONCURRENCY, (file) => fs.link(path.join(served.dir, file), path.join(target, file)));
  await pointToIndex(releaseDir, name);
  return { files: files.length, ms: Date.now() - started };
}
