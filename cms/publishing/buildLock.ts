import fs from 'node:fs/promises';
import path from 'node:path';
import { GATSBY_CACHE_DIR } from '../../builders/paths';

const LOCK = path.join(GATSBY_CACHE_DIR, 'site-build.lock');
const STALE_LOCK_MS = 15 * 60_000;

/**
 * Gatsby builds into one `public/` and `.cache/`: two processes on one checkout (a running CMS
 * and `npm run build`, two test runs) take turns. A lock older than any build is a crashed
 * holder's and is taken over.
 */
export async function lockSiteBuild(): Promise<() => Promise<void>> {
  await fs.mkdir(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      await fs.mkdir(LOCK);
      return () => fs.rm(LOCK, { recursive: true, force: true });
    } catch {
      const stat = await fs.stat(LOCK).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) await fs.rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
