import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The content's revision: a different number means the site a build renders has changed. */
export async function readContentRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('content_revision').select('revision').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.revision);
}
