import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * The media library: each picture or file an editor uploaded, with the files stored for it
 * (the original and each variant) under one folder of the public files. It is not site content
 * itself (the site shows the addresses content stores), so it raises no content revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_asset')
    .addColumn('asset_id', 'integer', identityKey(db))
    .addColumn('asset_kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('focal_x', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focal_y', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('alt_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
    // The folder of the public files that holds the original and every variant, and those files.
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('variants', 'text', (c) => c.notNull())
    // A PDF is also a stored file, which is what an article attaches.
    .addColumn('stored_file_id', 'integer', (c) => c.references('stored_file.file_id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_asset_created').on('media_asset').columns(['created_at', 'asset_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_asset').execute();
}
