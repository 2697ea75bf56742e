import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

const bump = 'UPDATE content_revision SET revision = revision + 1 WHERE id = 1;';

/**
 * On PostgreSQL, a write to the site's content also notifies the channel `content_changed` (once
 * per transaction: PostgreSQL folds equal notifications, and sends them at commit), whoever
 * writes, so every instance listening drops its cached answers at once. SQLite has one process,
 * which knows its own writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(`CREATE OR REPLACE FUNCTION content_revised() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump} PERFORM pg_notify('content_changed', ''); RETURN NULL; END $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`CREATE OR REPLACE FUNCTION content_revised() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump} RETURN NULL; END $$`).execute(db);
}
