import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Each table whose rows the site shows only while `published` is 1, with the column a row is found by. */
const ID_COLUMNS = {
  article: 'article_id',
  classify: 'classify_id',
  tag: 'tag_id',
  job: 'job_id',
  job_category: 'job_category_id',
  work_place: 'work_place_id',
  product: 'product_id',
  media: 'media_id',
  friendly_link: 'blogroll_id',
  service_location: 'location_id',
  customer_review: 'review_id',
} as const;

export type PublishedTable = keyof typeof ID_COLUMNS;

/** Sets the flag of one row of `table`: the back office puts it on the site or takes it off. */
export const publishedFlagOf =
  (table: PublishedTable) =>
  async (db: Kysely<Database>, id: number, published: boolean): Promise<void> => {
    await db.updateTable(table).set({ published: published ? 1 : 0 }).where(ID_COLUMNS[table], '=', id).execute();
  };
