import type { Kysely } from 'kysely';
import type { VideoDocument, VideoText } from '../../../contract/content/documents/video';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

/** A film of the video centre (the `media` table). */
/** A video's document with its title and description in each language it has; a language left out is removed. */
export type VideoWrite = Omit<VideoDocument, 'texts'> & { texts: Partial<Record<ApiLanguage, VideoText>> };

const videoColumns = (video: VideoWrite) => ({
  cover: video.cover,
  video_url: video.videoUrl,
  duration_seconds: video.durationSeconds,
  publish_time: video.publishTime,
  sort: video.sort,
});

export async function insertVideo(db: Kysely<Database>, video: VideoWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { media_id } = await db
    .insertInto('media')
    .values({ ...videoColumns(video), published: published ? 1 : 0 })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  await writeTexts(db, media_id, video.texts);
  return media_id;
}

/** Answers false when the video is no longer there. */
export async function updateVideo(db: Kysely<Database>, videoId: number, video: VideoWrite): Promise<boolean> {
  const result = await db.updateTable('media').set(videoColumns(video)).where('media_id', '=', videoId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeTexts(db, videoId, video.texts);
  return true;
}

async function writeTexts(db: Kysely<Database>, videoId: number, texts: VideoWrite['texts']): Promise<void> {
  const rows = Object.entries(texts).map(([language, text]) => ({ media_id: videoId, language, title: text.title, description: text.description }));
  await db.deleteFrom('media_i18n').where('media_id', '=', videoId).execute();
  if (rows.length > 0) await db.insertInto('media_i18n').values(rows).execute();
}
