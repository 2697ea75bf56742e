import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function findStoredFile(db: Kysely<Database>, fileId: number) {
  return db
    .selectFrom('stored_file')
    .select(['file_id', 'file_name', 'stored_name'])
    .where('file_id', '=', fileId)
    .executeTakeFirst();
}
