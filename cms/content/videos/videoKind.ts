import * as v from 'valibot';
import type { VideoDocument, VideoText } from '../../../contract/content/documents/video';
import { notFound } from '../../http/cmsError';
import { deleteVideo, findVideoRecord, listVideoRecords, VIDEO_ORDERS, type VideoRecord } from './videoRecords';
import { insertVideo, updateVideo } from './videoWrites';
import { textsByLanguage } from '../../db/bilingualNames';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { PARAGRAPH_MAX, SHORT_TEXT_MAX, address, count, day, optionalText, sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, titlesOf, translated } from '../translatedTexts';
import { orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const text = v.object({ title: textLine(SHORT_TEXT_MAX), description: optionalText(PARAGRAPH_MAX) }) satisfies v.GenericSchema<unknown, VideoText>;

/** A day is the longest film the video centre plays. */
const MAX_DURATION_SECONDS = 24 * 60 * 60;

const schema = v.object({
  cover: address(),
  videoUrl: address(),
  durationSeconds: count(MAX_DURATION_SECONDS),
  publishTime: day(),
  sort: sortField,
  texts: translated(text),
}) satisfies v.GenericSchema<unknown, VideoDocument>;

const toDocument = (row: VideoRecord): VideoDocument => ({
  cover: row.cover,
  videoUrl: row.video_url,
  durationSeconds: row.duration_seconds,
  publishTime: row.publish_time,
  sort: row.sort,
  texts: textsByLanguage(row.texts, (t) => ({ title: t.title, description: t.description })),
});

const toWrite = (document: VideoDocument) => ({ ...document, texts: presentTexts(document.texts) });

/** The films of the video centre: cover, video, duration and their texts. */
export const videosKind: ContentKindDefinition<VideoDocument> = {
  kind: 'videos',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: (document) => missingIn(document.texts),
  titles: (document) => titlesOf(document.texts, (t) => t.title),
  async list(db, query) {
    parseFilter(v.strictObject({}), query.filter);
    const { rows, total } = await listVideoRecords(db, orderOf(VIDEO_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({ id: row.media_id, title: titlesOf(toDocument(row).texts, (t) => t.title), sort: row.sort, published: row.published === 1 })),
      total,
    };
  },
  async load(db, id) {
    const row = await findVideoRecord(db, id);
    return row ? { document: toDocument(row), published: row.published === 1 } : null;
  },
  async check() {},
  create: (db, document) => insertVideo(db, toWrite(document), { published: false }),
  async apply(db, id, document) {
    if (!(await updateVideo(db, id, toWrite(document)))) throw notFound();
  },
  setPublished: publishedFlagOf('media'),
  remove: deleteVideo,
};
