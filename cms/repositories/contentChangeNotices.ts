import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The channel an instance notifies when the content its peers cache is out of date (a release went live). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** Tells every instance listening on this PostgreSQL database that the content changed. */
export async function notifyContentChanged(db: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, '')`.execute(db);
}
