import { sql, type Kysely } from 'kysely';
import { CONTENT_CHANGED_CHANNEL } from '../contentChanges/contentChangeListener';
import type { Database } from '../db/schema';

/** Tells every instance listening on this PostgreSQL database that the content changed. */
export async function notifyContentChanged(db: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, '')`.execute(db);
}
