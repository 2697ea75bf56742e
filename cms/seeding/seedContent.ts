import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Where seed content goes: rows through `db`, a transaction that commits only when the whole
 * content went in, and the files those rows name under `publicDir`, laid out as in the public
 * folder. `publicDir` is a staging folder: its files reach the public folder once the rows are
 * committed, and are removed when they are not.
 */
export interface SeedTarget {
  db: Transaction<Database>;
  publicDir: string;
}

/** Fills an empty database. */
export type SeedContent = (target: SeedTarget) => Promise<void>;

/**
 * Loads the seed content when a database is found empty, so that a server which does not seed
 * (SEED=false, or a database with content) never loads it.
 */
export type LoadSeedContent = () => Promise<SeedContent>;
