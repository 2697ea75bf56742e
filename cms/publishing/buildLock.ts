import fs from 'node:fs/promises';
import { SITE_BUILD_LOCK } from '../../builders/paths';

const STALE_LOCK_MS = 15 * 60_000;

/**
 * Gatsby builds into one `public/` and `.cache/`: two processes on one checkout (a running CMS
 * and `npm run build`, two test runs) take turns. A lock older than any build is a crashed
 * holder's and is taken over.
 */
export async function lockSiteBuild(): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await fs.mkdir(SITE_BUILD_LOCK);
      return () => fs.rm(SITE_BUILD_LOCK, { recursive: true, force: true });
    } catch {
      const stat = await fs.stat(SITE_BUILD_LOCK).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) await fs.rm(SITE_BUILD_LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
