import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Inside a release: its quick overlays (cms/publishing/quick/quickOverlays.ts writes them),
 * numbered, and `current`, the link to the one served over it. Each overlay holds every page
 * changed since the release's build, with their page data and inline script hashes, laid out as
 * the release is; the site plugin looks there first (sitePlugin.ts).
 */
export const QUICK_DIR = '.quick';
export const QUICK_CURRENT = 'current';

/** The folder of the overlay served over `releaseDir` (its pointer resolved), or null when it has none. */
export async function servedOverlay(releaseDir: string): Promise<string | null> {
  return fs.realpath(path.join(releaseDir, QUICK_DIR, QUICK_CURRENT)).catch(() => null);
}
