import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../contract/language';
import type { MediaUsage } from '../../contract/media/mediaAsset';
import type { Database } from '../db/schema';

/** What an asset's files are named by: the start of their addresses, and the stored file an article attaches. */
export interface MediaReference {
  /** Every address of the asset contains it (its folder, or its one file's path), absolute or not. */
  addressPart: string;
  storedFileId: number | null;
}

/** Items are named by their Chinese title (the default language); an item without one by its English. */
const LABEL_LANGUAGES: ApiLanguage[] = ['zh', 'en'];

/** Each item's title and the language it is in, which the back office marks it with. */
function labelled(rows: TitleRow[]): Map<number, { title: string; language: ApiLanguage }> {
  const labels = new Map<number, { title: string; language: ApiLanguage }>();
  for (const language of LABEL_LANGUAGES) {
    for (const row of rows) if (row.language === language && !labels.has(row.id)) labels.set(row.id, { title: row.title, language });
  }
  return labels;
}

interface TitleRow {
  id: number;
  language: string;
  title: string;
}

/** The uses of one kind of item, field by field (in the order given), each labelled with its item's title. */
async function usagesOf(
  kind: MediaUsage['kind'],
  byField: Record<string, Array<{ id: number }>>,
  titlesOf: (ids: number[]) => Promise<TitleRow[]>,
): Promise<MediaUsage[]> {
  const ids = [...new Set(Object.values(byField).flat().map((row) => row.id))];
  if (ids.length === 0) return [];
  const titles = labelled(await titlesOf(ids));
  return Object.entries(byField).flatMap(([field, rows]) => rows.map((row): MediaUsage => ({ kind, id: String(row.id), field, label: titles.get(row.id)?.title ?? '', labelLanguage: titles.get(row.id)?.language ?? null })));
}

/**
 * Every place of the live content that names one of the asset's files: article thumbnails,
 * bodies and attached files (each language's), product pictures and texts, video covers and addresses, site
 * settings (QR codes); and every draft waiting to be published that names one. The addresses
 * are matched as parts of the stored text, so a body's `<img src>` and an absolute address count
 * too.
 */
export async function findMediaUsages(db: Kysely<Database>, reference: MediaReference): Promise<MediaUsage[]> {
  const like = `%${reference.addressPart}%`;
  const usages: MediaUsage[] = [];

  const { storedFileId } = reference;
  usages.push(
    ...(await usagesOf(
      'article',
      {
        thumbnail: await db.selectFrom('article').select('article_id as id').where('thumbnail', 'like', like).execute(),
        content: await db.selectFrom('article_i18n').select('article_id as id').distinct().where('content', 'like', like).execute(),
        file: storedFileId === null ? [] : await db.selectFrom('article_i18n').select('article_id as id').distinct().where('file_id', '=', storedFileId).execute(),
      },
      (ids) => db.selectFrom('article_i18n').select(['article_id as id', 'language', 'title']).where('article_id', 'in', ids).execute(),
    )),
    ...(await usagesOf(
      'product',
      {
        image: await db.selectFrom('product').select('product_id as id').where('image', 'like', like).execute(),
        content: await db.selectFrom('product_i18n').select('product_id as id').distinct().where('content', 'like', like).execute(),
      },
      (ids) => db.selectFrom('product_i18n').select(['product_id as id', 'language', 'title']).where('product_id', 'in', ids).execute(),
    )),
    ...(await usagesOf(
      'video',
      {
        cover: await db.selectFrom('media').select('media_id as id').where('cover', 'like', like).execute(),
        videoUrl: await db.selectFrom('media').select('media_id as id').where('video_url', 'like', like).execute(),
      },
      (ids) => db.selectFrom('media_i18n').select(['media_id as id', 'language', 'title']).where('media_id', 'in', ids).execute(),
    )),
  );

  // A draft naming the file would go live naming a deleted one: it counts as a use until published or discarded.
  const drafts = await db
    .selectFrom('content_item')
    .select(['kind', 'item_id'])
    .where('draft', 'is not', null)
    .where((eb) => {
      const names = [eb('draft', 'like', like)];
      // Followed by what ends a JSON number, so that file 1 is not taken for file 12.
      if (storedFileId !== null) {
        for (const end of [',', '}']) names.push(eb('draft', 'like', `%"fileId":${storedFileId}${end}%`));
      }
      return eb.or(names);
    })
    .execute();
  usages.push(...drafts.map((row): MediaUsage => ({ kind: 'draft', id: `${row.kind}/${row.item_id}`, field: 'draft', label: `${row.kind} ${row.item_id}`, labelLanguage: null })));

  const settings = await db.selectFrom('site_setting').select(['setting_key', 'language']).where('setting_value', 'like', like).execute();
  usages.push(...settings.map((row): MediaUsage => ({ kind: 'setting', id: row.setting_key, field: row.setting_key, label: `${row.setting_key} (${row.language})`, labelLanguage: null })));
  return usages;
}
