import type { Kysely } from 'kysely';
import type { MediaItem } from '../../../contract/entities/media';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { Page } from '../../../contract/queries';

function videosIn(db: Kysely<Database>, language: ApiLanguage) {
  return db
    .selectFrom('media as m')
    .innerJoin('media_i18n as t', (join) => join.onRef('t.media_id', '=', 'm.media_id').on('t.language', '=', language))
    .where('m.published', '=', 1)
    .select(['m.media_id', 't.title', 't.description', 'm.cover', 'm.video_url', 'm.duration_seconds', 'm.publish_time']);
}

type VideoRow = Awaited<ReturnType<ReturnType<typeof videosIn>['executeTakeFirstOrThrow']>>;

const toVideoItem = (row: VideoRow): MediaItem => ({
  mediaId: row.media_id,
  mediaTitle: row.title,
  mediaDescription: row.description,
  mediaCover: row.cover,
  mediaUrl: row.video_url,
  duration: row.duration_seconds,
  publishTime: row.publish_time,
});

export async function listVideos(db: Kysely<Database>, language: ApiLanguage, page: Page) {
  const [{ total }] = (await db
    .selectFrom('media as m')
    .where('m.published', '=', 1)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .execute()) as [{ total: number | string }];
  const rows = await videosIn(db, language)
    .orderBy('m.sort')
    .orderBy('m.publish_time', 'desc')
    .orderBy('m.media_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { rows: rows.map(toVideoItem), total: Number(total) };
}

export async function findVideo(db: Kysely<Database>, videoId: number, language: ApiLanguage) {
  const row = await videosIn(db, language).where('m.media_id', '=', videoId).executeTakeFirst();
  return row ? toVideoItem(row) : null;
}
