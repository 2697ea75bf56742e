import fs from 'node:fs/promises';
import path from 'node:path';

/** The pointer's name inside the releases folder: a symbolic link to the live release's folder. */
export const CURRENT = 'current';

/** A copy under way is named so, and renamed to its id once complete: a crash never leaves a half release. */
const INCOMING = '.incoming-';

export interface Release {
  id: string;
  dir: string;
  /** How long copying the working copy took. */
  copyMs: number;
}

/**
 * The site's releases: each successful build is copied out of Gatsby's working copy into a folder
 * of its own, then made live by replacing the `current` symbolic link with rename(2), one atomic
 * step. The CMS resolves the link once per request (cms/plugins/site.ts), so a request reads one
 * release from start to end. The copy is a real one: Gatsby rewrites its output in place on the
 * next build, and hard links would let that build write into the live release.
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

    /** Copies `workingCopy` into a new release folder, not live yet. */
    async add(workingCopy: string): Promise<Release> {
      await fs.mkdir(releasesDir, { recursive: true });
      const id = await nextId(releasesDir);
      const incoming = path.join(releasesDir, `${INCOMING}${id}`);
      const started = Date.now();
      await fs.cp(workingCopy, incoming, { recursive: true, verbatimSymlinks: true });
      const dir = path.join(releasesDir, id);
      await fs.rename(incoming, dir);
      return { id, dir, copyMs: Date.now() - started };
    },

    /**
     * Makes release `id` live: a new link is made beside the pointer and renamed over it. Then
     * every release but the live one and the one it replaced (kept for a rollback) is removed,
     * with copies a crashed build left; a request still reading the replaced release finishes.
     */
    async switchTo(id: string): Promise<void> {
      const previous = await live();
      const link = path.join(releasesDir, `.${CURRENT}-${id}`);
      await fs.rm(link, { force: true });
      // Relative: the releases folder can be moved or mounted elsewhere with its pointer intact.
      await fs.symlink(id, link);
      await fs.rename(link, pointer);
      const keep = new Set([CURRENT, id, previous]);
      for (const entry of await fs.readdir(releasesDir)) {
        if (!keep.has(entry)) await fs.rm(path.join(releasesDir, entry), { recursive: true, force: true });
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
