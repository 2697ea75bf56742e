import fs from 'node:fs/promises';
import path from 'node:path';
import { switchPointer } from '../releases/switchPointer';

/**
 * Inside a release: its quick overlays, numbered, and `current`, the link to the one served over
 * it. Each overlay holds every page changed since the release's build, with their page data and
 * inline script hashes, laid out as the release is; the site plugin looks there first
 * (cms/serving/sitePlugin.ts). A release's overlays go with it.
 */
const QUICK_DIR = '.quick';
const CURRENT = 'current';
const WORK = '.work-';

/** The folder of the overlay served over `releaseDir` (its pointer resolved), or null when it has none. */
export async function servedOverlay(releaseDir: string): Promise<string | null> {
  return fs.realpath(path.join(releaseDir, QUICK_DIR, CURRENT)).catch(() => null);
}

/** Whether the release has an overlay served over it, which a quick release with no pages to show replaces. */
export async function hasOverlay(releaseDir: string): Promise<boolean> {
  return (await servedOverlay(releaseDir)) !== null;
}

/**
 * Writes the next overlay of `releaseDir`: `fill` writes its files into an empty folder, which
 * becomes the overlay served (the pointer switched atomically) only once whole. The overlay it
 * replaces is kept for requests still reading it; older ones, and work a crash left, are removed.
 */
export async function addOverlay(releaseDir: string, fill: (dir: string) => Promise<void>): Promise<number> {
  const quickDir = path.join(releaseDir, QUICK_DIR);
  await fs.mkdir(quickDir, { recursive: true });
  const entries = await fs.readdir(quickDir);
  const numbers = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  const number = Math.max(0, ...numbers) + 1;
  const work = path.join(quickDir, `${WORK}${number}`);
  await fs.rm(work, { recursive: true, force: true });
  await fs.mkdir(work);
  try {
    await fill(work);
    await fs.rename(work, path.join(quickDir, String(number)));
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  const replaced = await servedOverlay(releaseDir);
  await switchPointer(path.join(quickDir, CURRENT), String(number));
  const keep = new Set([CURRENT, String(number), replaced && path.basename(replaced)]);
  for (const entry of entries) {
    if (!keep.has(entry) && !entry.startsWith(`.${CURRENT}-`)) await fs.rm(path.join(quickDir, entry), { recursive: true, force: true });
  }
  return number;
}
