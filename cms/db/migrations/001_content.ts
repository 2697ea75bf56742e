import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/** Everything editors publish: categories, articles, files, tags, videos, products, places, settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema
    .createTable('classify')
    .addColumn('classify_id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.references('classify.classify_id'))
    .addColumn('classify_type', 'integer', (c) => c.notNull())
    .addColumn('out_link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('classify_type_parent').on('classify').columns(['classify_type', 'parent_id']).execute();

  await db.schema
    .createTable('classify_i18n')
    .addColumn('classify_id', 'integer', (c) => c.notNull().references('classify.classify_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('classify_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('classify_i18n_pk', ['classify_id', 'language'])
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('file_id', 'integer', id)
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('article')
    .addColumn('article_id', 'integer', id)
    .addColumn('classify_id', 'integer', (c) => c.notNull().references('classify.classify_id'))
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.references('stored_file.file_id'))
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('article_classify').on('article').columns(['classify_id', 'sort']).execute();

  await db.schema
    .createTable('article_i18n')
    .addColumn('id', 'integer', id)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.article_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('article_i18n_article_language', ['article_id', 'language'])
    .execute();

  await db.schema
    .createTable('tag')
    .addColumn('tag_id', 'integer', id)
    .addColumn('tag_group', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tag_i18n')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.tag_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('tag_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_i18n_pk', ['tag_id', 'language'])
    .execute();

  await db.schema
    .createTable('article_tag')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.article_id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.tag_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tag_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('article_tag_tag').on('article_tag').columns(['tag_id', 'article_id']).execute();

  await db.schema
    .createTable('media')
    .addColumn('media_id', 'integer', id)
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('media_i18n')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.media_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_i18n_pk', ['media_id', 'language'])
    .execute();

  await db.schema
    .createTable('friendly_link')
    .addColumn('blogroll_id', 'integer', id)
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('blogroll_name', 'text', (c) => c.notNull())
    .addColumn('blogroll_link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('product_id', 'integer', id)
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('product_key', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('product_type_key', ['product_type', 'product_key'])
    .execute();

  await db.schema
    .createTable('product_i18n')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('product_group', 'text', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_i18n_pk', ['product_id', 'language'])
    .execute();

  await db.schema
    .createTable('service_location')
    .addColumn('location_id', 'integer', id)
    .addColumn('location_type', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('service_location_i18n')
    .addColumn('location_id', 'integer', (c) =>
      c.notNull().references('service_location.location_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('location_name', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_location_i18n_pk', ['location_id', 'language'])
    .execute();

  await db.schema
    .createTable('site_setting')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('setting_key', 'text', (c) => c.notNull())
    .addColumn('setting_value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_setting_pk', ['language', 'setting_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'site_setting', 'service_location_i18n', 'service_location', 'product_i18n', 'product',
    'friendly_link', 'media_i18n', 'media', 'article_tag', 'tag_i18n', 'tag', 'article_i18n',
    'article', 'stored_file', 'classify_i18n', 'classify',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
