import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuickPublisher } from '../publishQueue';
import { quickRelease } from './quickRelease';

/** Quick releases for the CMS that publishes the site: over the live release, and over a new one before its switch. */
export interface QuickReleases {
  /** For the publish queue: over the release `liveSiteDir` points at. */
  live: QuickPublisher;
  /** For going live (goLive.ts `beforeSwitch`): over the new release; a failure is logged, never thrown. */
  beforeSwitch: (releaseDir: string) => Promise<void>;
}

/**
 * The CMS's quick releases (quickRelease.ts), reading the content from `db` (given when the CMS
 * has started) and telling `log` what each laid.
 */
export function quickReleases(db: () => Kysely<Database>, liveSiteDir: string, log: (text: string) => void): QuickReleases {
  const over = async (releaseDir: string) => {
    const result = await quickRelease(db(), releaseDir);
    if (result) log(`Release ${path.basename(releaseDir)}: ${result.pages.length} edited pages laid over it in ${result.ms} ms (quick release ${result.overlay})\n`);
    return result;
  };
  return {
    async live() {
      const dir = await fs.realpath(liveSiteDir).catch(() => null);
      if (!dir) return null;
      const result = await over(dir);
      return result && { release: path.basename(dir), pages: result.pages.length, ms: result.ms };
    },
    async beforeSwitch(releaseDir) {
      await over(releaseDir).catch((error: Error) => log(`Release ${path.basename(releaseDir)} goes live without the pages edited during its build: ${error.message}\n`));
    },
  };
}
