import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIVE_SITE_DIR } from '../../builders/paths';
import { siteReleases } from '../../cms/publishing/releases/siteReleases';

/**
 * A releases folder of a test's own, its live release a copy of the run's: the test publishes
 * into it while the run's other tests keep serving theirs. Answers the folder, which the test removes.
 */
export async function ownReleases(prefix: string): Promise<string> {
  const releasesDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const releases = siteReleases(releasesDir);
  const first = await releases.add(await fs.realpath(LIVE_SITE_DIR));
  await releases.switchTo(first.id);
  return releasesDir;
}
