import type { Kysely } from 'kysely';
import type { UnpublishedContent } from '../../contract/dashboardFigures';
import type { Database } from '../db/schema';

const OLDEST_SHOWN = 10;

/** What editors have not published yet, and when they last published an item. */
export async function unpublishedContent(db: Kysely<Database>): Promise<UnpublishedContent> {
  const [byKind, oldest, last] = await Promise.all([
    db
      .selectFrom('content_item')
      .select(['kind', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('draft', 'is not', null)
      .groupBy('kind')
      .orderBy('kind')
      .execute(),
    db
      .selectFrom('content_item')
      .select(['kind', 'item_id as itemId', 'draft_by as draftBy', 'draft_at as draftAt'])
      .where('draft', 'is not', null)
      .orderBy('draft_at')
      .orderBy('kind')
      .orderBy('item_id')
      .limit(OLDEST_SHOWN)
      .execute(),
    db
      .selectFrom('content_version')
      .select((eb) => eb.fn.max('published_at').as('at'))
      .where('origin', '=', 'published')
      .executeTakeFirst(),
  ]);
  return {
    byKind: byKind.map((row) => ({ kind: row.kind, count: Number(row.count) })),
    oldest,
    lastItemPublishedAt: last?.at ?? null,
  };
}
