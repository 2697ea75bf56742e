import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaI18nTable, MediaTable } from '../../db/schema';
import type { PageRequest, RecordPage } from '../../db/recordPage';

/** Videos (the `media` table) as the back office reads and removes them: every live row, published or not (the open API's reads are in videos.ts). */

export type VideoRecord = Selectable<MediaTable> & { texts: MediaI18nTable[] };

export const VIDEO_ORDERS = ['sort', 'publishTime', 'id'] as const;

export async function listVideoRecords(db: Kysely<Database>, order: (typeof VIDEO_ORDERS)[number], page: PageRequest): Promise<RecordPage<VideoRecord>> {
  const { total } = await db.selectFrom('media').select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  const column = order === 'sort' ? 'sort' : order === 'publishTime' ? 'publish_time' : 'media_id';
  const rows = await db.selectFrom('media').selectAll().orderBy(column, direction).orderBy('media_id', direction).limit(page.limit).offset(page.offset).execute();
  const texts = await textsOf(db, rows.map((row) => row.media_id));
  return { rows: rows.map((row) => ({ ...row, texts: texts.filter((text) => text.media_id === row.media_id) })), total: Number(total) };
}

export async function findVideoRecord(db: Kysely<Database>, videoId: number): Promise<VideoRecord | undefined> {
  const row = await db.selectFrom('media').selectAll().where('media_id', '=', videoId).executeTakeFirst();
  return row && { ...row, texts: await textsOf(db, [videoId]) };
}

async function textsOf(db: Kysely<Database>, videoIds: number[]): Promise<MediaI18nTable[]> {
  if (videoIds.length === 0) return [];
  return db.selectFrom('media_i18n').selectAll().where('media_id', 'in', videoIds).execute();
}

/** Its texts go with it (the foreign key cascades); the files it names stay in the media library. */
export async function deleteVideo(db: Kysely<Database>, videoId: number): Promise<void> {
  await db.deleteFrom('media').where('media_id', '=', videoId).execute();
}
