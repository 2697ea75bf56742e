import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A key the migrations generated for this database (see 004_staff). */
export async function readServerSecret(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
