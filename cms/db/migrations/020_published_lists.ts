import { sql, type Kysely } from 'kysely';

/**
 * The lists the site shows besides categories, articles and tags: an item the back office creates
 * stays off the site until it is published, and an editor can take one off without deleting it.
 * Every row already there was put there to be shown, so the flag starts set (1; 0: hidden).
 * An integer rather than a boolean: both engines store and compare it the same way.
 */
export const PUBLISHED_LIST_TABLES = [
  'job', 'job_category', 'work_place', 'product', 'media', 'friendly_link', 'service_location', 'customer_review',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLISHED_LIST_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1).check(sql`published IN (0, 1)`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLISHED_LIST_TABLES) await db.schema.alterTable(table).dropColumn('published').execute();
}
