import fs from 'node:fs/promises';
import path from 'node:path';
import { QUICK_CURRENT as CURRENT, QUICK_DIR, servedOverlay } from '../../serving/quickOverlay';
import { switchPointer } from '../releases/switchPointer';

/**
 * The overlays of a release (their layout: cms/serving/quickOverlay.ts, which the site plugin reads
 * them by). A work folder's prefix: an overlay is written under it and renamed to its number once
 * whole.
 */
const WORK = '.work-';

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
