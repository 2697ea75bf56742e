import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_SITE_LANGUAGE, localizedPath } from '../../contract/siteRoutes';
import { unappliedMigrations } from '../db/migrate';
import { errorCode } from '../platform/errorCode';

/** The page the site's root sends visitors to: a release without it cannot serve the site. */
const HOME_PAGE = `${localizedPath('/home', DEFAULT_SITE_LANGUAGE)}/index.html`;

/** One check of /readyz: resolves when it passes, rejects with a short public reason when not. */
export interface ReadinessCheck {
  (): Promise<void>;
  /** How long its answer is kept, when not the second every check's is (healthPlugin.ts). */
  ttlMs?: number;
}

/**
 * What an instance needs to answer its requests. The reasons name a state or an error code,
 * never a path, an address or a row: /readyz is open to whoever reaches the instance.
 */
export function readinessChecks(app: FastifyInstance, siteDir: string | undefined): Record<string, ReadinessCheck> {
  return {
    database: async () => {
      await sql`select 1`.execute(app.db).catch((error: unknown) => {
        throw new Error(`unreachable (${errorCode(error)})`, { cause: error });
      });
    },
    migrations: async () => {
      const missing = await unappliedMigrations(app.db).catch((error: unknown) => {
        throw new Error(`unknown: the database did not answer (${errorCode(error)})`, { cause: error });
      });
      if (missing.length > 0) throw new Error(`behind: ${missing.length} not applied, first ${missing[0]}`);
    },
    // With its own answer's lifetime: a write to a bucket is not made every second.
    storage: app.probeStorage,
    ...(siteDir && {
      site: async () => {
        // The pointer to the live release (or the folder SITE_DIR names) and the home page in it.
        const release = await fs.realpath(siteDir).catch(() => null);
        if (!release) throw new Error('no live release');
        if (!(await fs.stat(path.join(release, HOME_PAGE)).catch(() => null))?.isFile()) throw new Error('live release has no home page');
      },
    }),
  };
}
