import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Bound parameters per query, well under SQLite's and PostgreSQL's limits. */
const NAMES_PER_QUERY = 500;

/** Which of these stored file names a resume row points at. */
export async function referencedResumeFiles(db: Kysely<Database>, storedNames: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let start = 0; start < storedNames.length; start += NAMES_PER_QUERY) {
    const rows = await db
      .selectFrom('resume')
      .select('stored_file_name')
      .where('stored_file_name', 'in', storedNames.slice(start, start + NAMES_PER_QUERY))
      .execute();
    for (const row of rows) referenced.add(row.stored_file_name);
  }
  return referenced;
}
