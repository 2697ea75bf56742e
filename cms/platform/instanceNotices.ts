import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Tells every instance listening on `channel` of this PostgreSQL database that what it holds of the channel's data changed. */
export async function notifyInstances(db: Kysely<Database>, channel: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, '')`.execute(db);
}
