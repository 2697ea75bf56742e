import type { Kysely } from 'kysely';
import type { MediaUsage } from '../../contract/media/mediaAsset';
import type { Database } from '../db/schema';

/** What an asset's files are named by: the start of their addresses, and the stored file an article attaches. */
export interface MediaReference {
  /** Every address of the asset contains it (its folder, or its one file's path), absolute or not. */
  addressPart: string;
  storedFileId: number | null;
}

/** Items are named by their Chinese title (the default language); an item without one by its English. */
const LABEL_LANGUAGES = ['zh', 'en'];

function labelled<Row extends { id: number; language: string; title: string }>(rows: Row[]): Map<number, string> {
  const labels = new Map<number, string>();
  for (const language of LABEL_LANGUAGES) {
    for (const row of rows) if (row.language === language && !labels.has(row.id)) labels.set(row.id, row.title);
  }
  return labels;
}

/**
 * Every place of the live content that names one of the asset's files: article thumbnails,
 * bodies and attached files, product pictures and texts, video covers and addresses, site
 * settings (QR codes). The addresses are matched as parts of the stored text, so a body's
 * `<img src>` and an absolute address count too.
 */
export async function findMediaUsages(db: Kysely<Database>, reference: MediaReference): Promise<MediaUsage[]> {
  const like = `%${reference.addressPart}%`;
  const usages: MediaUsage[] = [];

  const articleThumbnails = await db.selectFrom('article').select('article_id as id').where('thumbnail', 'like', like).execute();
  const articleBodies = await db.selectFrom('article_i18n').select('article_id as id').distinct().where('content', 'like', like).execute();
  const articleFiles = reference.storedFileId === null
    ? []
    : await db.selectFrom('article').select('article_id as id').where('file_id', '=', reference.storedFileId).execute();
  const articleIds = [...new Set([...articleThumbnails, ...articleBodies, ...articleFiles].map((row) => row.id))];
  if (articleIds.length > 0) {
    const titles = labelled(await db.selectFrom('article_i18n').select(['article_id as id', 'language', 'title']).where('article_id', 'in', articleIds).execute());
    const article = (field: string) => (row: { id: number }): MediaUsage => ({ kind: 'article', id: String(row.id), field, label: titles.get(row.id) ?? '' });
    usages.push(...articleThumbnails.map(article('thumbnail')), ...articleBodies.map(article('content')), ...articleFiles.map(article('file')));
  }

  const productImages = await db.selectFrom('product').select('product_id as id').where('image', 'like', like).execute();
  const productTexts = await db.selectFrom('product_i18n').select('product_id as id').distinct().where('content', 'like', like).execute();
  const productIds = [...new Set([...productImages, ...productTexts].map((row) => row.id))];
  if (productIds.length > 0) {
    const titles = labelled(await db.selectFrom('product_i18n').select(['product_id as id', 'language', 'title']).where('product_id', 'in', productIds).execute());
    const product = (field: string) => (row: { id: number }): MediaUsage => ({ kind: 'product', id: String(row.id), field, label: titles.get(row.id) ?? '' });
    usages.push(...productImages.map(product('image')), ...productTexts.map(product('content')));
  }

  const videoCovers = await db.selectFrom('media').select('media_id as id').where('cover', 'like', like).execute();
  const videoFiles = await db.selectFrom('media').select('media_id as id').where('video_url', 'like', like).execute();
  const videoIds = [...new Set([...videoCovers, ...videoFiles].map((row) => row.id))];
  if (videoIds.length > 0) {
    const titles = labelled(await db.selectFrom('media_i18n').select(['media_id as id', 'language', 'title']).where('media_id', 'in', videoIds).execute());
    const video = (field: string) => (row: { id: number }): MediaUsage => ({ kind: 'video', id: String(row.id), field, label: titles.get(row.id) ?? '' });
    usages.push(...videoCovers.map(video('cover')), ...videoFiles.map(video('videoUrl')));
  }

  const settings = await db.selectFrom('site_setting').select(['setting_key', 'language']).where('setting_value', 'like', like).execute();
  usages.push(...settings.map((row): MediaUsage => ({ kind: 'setting', id: row.setting_key, field: row.setting_key, label: `${row.setting_key} (${row.language})` })));
  return usages;
}
