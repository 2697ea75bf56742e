import type { Kysely } from 'kysely';

/**
 * The article texts written since a time, read by every quick release of the site
 * (cms/publishing/quick/changedCaseTexts.ts) and the newest write's time, read before each build:
 * a seek on this index rather than a scan of every article's body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('article_i18n_updated').on('article_i18n').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('article_i18n_updated').execute();
}
