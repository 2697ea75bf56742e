import { sql, type Kysely } from 'kysely';
import { revisionTriggers } from './012_content_revision';
import { isPostgres } from './columns';

/**
 * The site's pages now render the media library's alternative texts and each picture's files
 * (responsive images), so a write to `media_asset` changes the site a build renders: it raises the
 * content revision like the content tables (019 said it was no site content; it is now).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of revisionTriggers('media_asset', isPostgres(db))) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`DROP TRIGGER media_asset_revised ON media_asset`.execute(db);
  else for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER media_asset_revised_${event}`).execute(db);
}
