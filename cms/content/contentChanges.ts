import type { Kysely } from 'kysely';
import type { ContentChanges } from '../../contract/entities/contentChanges';
import type { Database } from '../db/schema';

/** When each table of the site's content was last written (kept by triggers, migration 013). */
export async function readContentChanges(db: Kysely<Database>): Promise<ContentChanges> {
  const rows = await db.selectFrom('content_change').select(['table_name', 'changed_at']).orderBy('table_name').execute();
  return Object.fromEntries(rows.map((row) => [row.table_name, row.changed_at]));
}
