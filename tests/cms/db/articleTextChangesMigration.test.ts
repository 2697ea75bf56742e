import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../cms/db/migrate';
import type { Database } from '../../../cms/db/schema';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES, type Engine } from '../../support/testApp';

const BEFORE = '044_site_redirects';
const INDEX = 'article_i18n_updated';

/** The table and columns of the index named `name`, as the engine's catalogue has them; null when there is none. */
async function indexOn(db: Kysely<Database>, engine: Engine, name: string) {
  const { rows } = engine === 'postgres'
    ? await sql<{ table: string; column: string }>`
        SELECT t.relname AS "table", a.attname AS "column"
        FROM pg_class i
        JOIN pg_index x ON x.indexrelid = i.oid
        JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (x.indkey)
        WHERE i.relname = ${name} AND i.relnamespace = current_schema()::regnamespace`.execute(db)
    : await sql<{ table: string; column: string }>`
        SELECT m.tbl_name AS "table", c.name AS "column"
        FROM sqlite_master m, pragma_index_info(m.name) c
        WHERE m.type = 'index' AND m.name = ${name}`.execute(db);
  return rows.length === 0 ? null : { table: rows[0]!.table, columns: rows.map((row) => row.column) };
}

describe.each(ENGINES)('the migration of the article texts’ change index on %s', (engine) => {
  it('indexes the texts by the time of their last write, and takes the index back down', () =>
    withDatabaseAtMigration(engine, 'article_text_changes', BEFORE, async (db) => {
      expect(await indexOn(db, engine, INDEX)).toBeNull();
      await migrateToLatest(db);
      expect(await indexOn(db, engine, INDEX)).toEqual({ table: 'article_i18n', columns: ['updated_at'] });

      await migrateToLatest(db, BEFORE);
      expect(await indexOn(db, engine, INDEX)).toBeNull();
      // Only the index went: the texts keep their times.
      const columns = (await db.introspection.getTables()).find((table) => table.name === 'article_i18n')!.columns.map((column) => column.name);
      expect(columns).toContain('updated_at');
    }));
});
