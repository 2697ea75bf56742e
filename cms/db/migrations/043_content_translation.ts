import type { Kysely } from 'kysely';

/**
 * The translation status of bilingual content (cms/content/translations):
 *
 * - `content_translation`: one row per item and translated language (`en`) that is out of date:
 *   its source text (the Chinese) changed since that language was last written. `source_text` is
 *   the source as it was when the translation was last made (plain text, what the editor's word
 *   diff starts from); who changed the source and when. Saving the language deletes the row. An
 *   item without a row is up to date, or missing when it has no text in the language: so every
 *   item already stored starts as one of those two, and nothing needs to be filled in here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translation')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('source_text', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translation_pk', ['kind', 'item_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translation').execute();
}
