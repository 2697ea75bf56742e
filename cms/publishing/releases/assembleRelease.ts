import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TWIN_EXTENSIONS, getsTwins, isCompressedTwin } from '../../../compression/twins';
import { inParallel } from '../../../compression/inParallel';

/**
 * Written into each release: the size and modification time every file had in the working copy
 * when it was taken. A file the next build left with both as they were holds the same bytes
 * (the check rsync makes), so it is linked without being read. Only for the same working copy:
 * a release taken from another folder is compared byte for byte.
 */
const MANIFEST = '.working-copy.json';

interface Manifest {
  workingCopy: string;
  files: Record<string, [size: number, mtimeMs: number]>;
}

export interface AssembledRelease {
  /** Files hard-linked from the previous release: same content, no bytes written. */
  linked: number;
  /** Files copied from the working copy: new or changed. */
  copied: number;
  /** The files (relative paths) to write twins for: the changed ones, and any whose twins the previous release lacked. */
  needTwins: string[];
}

/** Files handled at once: enough to keep the disk busy, few enough to keep descriptors in check. */
const CONCURRENCY = 32;

/**
 * Fills `target` with the site in `workingCopy`. Each file whose content the previous release
 * holds already is hard-linked from it, with its compressed twins; the others are copied.
 * Nothing links to the working copy: Gatsby rewrites its files in place, which would change a
 * release under its visitors. Twins found in the working copy are not taken: a release's twins
 * are written for its own files (cms/publishing/releases/compressRelease.ts).
 */
export async function assembleRelease(workingCopy: string, target: string, previous: string | null): Promise<AssembledRelease> {
  const recorded: Manifest | null = previous
    ? JSON.parse(await fs.readFile(path.join(previous, MANIFEST), 'utf8').catch(() => 'null'))
    : null;
  const unchanged = recorded?.workingCopy === workingCopy ? recorded.files : {};
  const manifest: Manifest = { workingCopy, files: {} };
  const result: AssembledRelease = { linked: 0, copied: 0, needTwins: [] };
  const entries = await fs.readdir(workingCopy, { recursive: true, withFileTypes: true });
  const relativeOf = (entry: Dirent) => path.relative(workingCopy, path.join(entry.parentPath, entry.name));
  const files = entries.filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && !isCompressedTwin(entry.name) && entry.name !== MANIFEST).map(relativeOf);
  await fs.mkdir(target, { recursive: true });
  // A page is a folder: tens of thousands of them, made a few at a time (recursive: in any order).
  // Only the folders that hold a file: Gatsby leaves a removed page's folder in the working copy,
  // empty (a site that once had 100,000 cases keeps 400,000 of them).
  const folders = new Set(files.map((relative) => path.dirname(relative)).filter((folder) => folder !== '.'));
  await inParallel([...folders], CONCURRENCY, (folder) => fs.mkdir(path.join(target, folder), { recursive: true }));

  const place = async (relative: string) => {
    const source = path.join(workingCopy, relative);
    const destination = path.join(target, relative);
    const stat = await fs.lstat(source);
    if (stat.isSymbolicLink()) {
      await fs.symlink(await fs.readlink(source), destination);
      return;
    }
    manifest.files[relative] = [stat.size, stat.mtimeMs];
    const earlier = previous ? path.join(previous, relative) : null;
    if (earlier && (await linkedUnchanged(source, stat, earlier, unchanged[relative], destination))) {
      result.linked += 1;
      if (!getsTwins(relative, stat.size)) return;
      const twins = await Promise.all(TWIN_EXTENSIONS.map((extension) =>
        fs.link(`${earlier}${extension}`, `${destination}${extension}`).then(() => true, () => false)));
      if (!twins.every(Boolean)) result.needTwins.push(relative);
      return;
    }
    await fs.copyFile(source, destination);
    result.copied += 1;
    if (getsTwins(relative, stat.size)) result.needTwins.push(relative);
  };

  await inParallel(files, CONCURRENCY, place);
  await fs.writeFile(path.join(target, MANIFEST), JSON.stringify(manifest));
  return result;
}

/**
 * Links `earlier` at `destination` when it holds the working copy's bytes: by the manifest's quick
 * check, trusted without a look at `earlier` (a release's files are never rewritten, and it holds
 * every file its manifest lists: one system call fewer per file, tens of thousands a publish),
 * else by reading both. Answers whether it linked.
 */
async function linkedUnchanged(
  source: string,
  stat: { size: number; mtimeMs: number },
  earlier: string,
  recorded: [number, number] | undefined,
  destination: string,
): Promise<boolean> {
  const link = () => fs.link(earlier, destination).then(() => true, (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return false;
    throw error;
  });
  if (recorded && recorded[0] === stat.size && recorded[1] === stat.mtimeMs) return link();
  const earlierStat = await fs.stat(earlier).catch(() => null);
  if (!earlierStat?.isFile() || earlierStat.size !== stat.size) return false;
  const [mine, theirs] = await Promise.all([fs.readFile(source), fs.readFile(earlier)]);
  return mine.equals(theirs) && link();
}
