import fs from 'node:fs/promises';
import path from 'node:path';
import { assembleRelease, type AssembledRelease } from './assembleRelease';
import { switchPointer } from './switchPointer';

/** The pointer's name inside the releases folder: a symbolic link to the live release's folder. */
export const CURRENT = 'current';

/** A copy under way is named so, and renamed to its id once complete: a crash never leaves a half release. */
const INCOMING = '.incoming-';

export interface Release extends AssembledRelease {
  id: string;
  dir: string;
  /** How long taking the working copy (linking and copying) took. */
  copyMs: number;
  /** The folder of the release that was live when this one was taken (it shares its unchanged files), if any. */
  previousDir: string | null;
}

/**
 * The site's releases: each successful build is taken out of Gatsby's working copy into a folder
 * of its own, then made live by replacing the `current` symbolic link with rename(2), one atomic
 * step. The CMS resolves the link once per request (cms/serving/sitePlugin.ts), so a request reads one
 * release from start to end. A release shares the files that did not change with the live one
 * (hard links, assembleRelease.ts) and copies the rest: never a link into the working copy,
 * which Gatsby rewrites in place on the next build.
 */
export function siteReleases(releasesDir: string) {
  const pointer = path.join(releasesDir, CURRENT);

  /** The live release's id, or null before the first publish. */
  const live = async (): Promise<string | null> => {
    const target = await fs.readlink(pointer).catch(() => null);
    return target && path.basename(target);
  };

  return {
    live,

    /** Takes `workingCopy` into a new release folder, not live yet. */
    async add(workingCopy: string): Promise<Release> {
      await fs.mkdir(releasesDir, { recursive: true });
      const id = await nextId(releasesDir);
      const incoming = path.join(releasesDir, `${INCOMING}${id}`);
      const started = Date.now();
      const previous = await live();
      const previousDir = previous && path.join(releasesDir, previous);
      const assembled = await assembleRelease(workingCopy, incoming, previousDir);
      const dir = path.join(releasesDir, id);
      await fs.rename(incoming, dir);
      return { id, dir, copyMs: Date.now() - started, previousDir, ...assembled };
    },

    /**
     * Makes release `id` live (switchPointer.ts). Then
     * every release but the live one and the one it replaced (kept for a rollback) is removed,
     * with copies a crashed build left; a request still reading the replaced release finishes.
     */
    async switchTo(id: string): Promise<void> {
      const previous = await live();
      await switchPointer(pointer, id);
      const keep = new Set([CURRENT, id, previous]);
      for (const entry of await fs.readdir(releasesDir)) {
        // Retried: the compression of a replaced release may still be adding twins to it.
        if (!keep.has(entry)) await fs.rm(path.join(releasesDir, entry), { recursive: true, force: true, maxRetries: 5 });
      }
    },
  };
}

export type SiteReleases = ReturnType<typeof siteReleases>;

/** Sortable by time, and unique when two publishes fall in one millisecond. */
async function nextId(releasesDir: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const taken = new Set(await fs.readdir(releasesDir));
  let id = stamp;
  for (let n = 2; taken.has(id) || taken.has(`${INCOMING}${id}`); n += 1) id = `${stamp}-${n}`;
  return id;
}
