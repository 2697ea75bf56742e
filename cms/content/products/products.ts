import type { Kysely } from 'kysely';
import type { Product, ProductType } from '../../../contract/entities/product';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';

export async function listProducts(db: Kysely<Database>, language: ApiLanguage, type?: ProductType): Promise<Product[]> {
  let query = db
    .selectFrom('product as p')
    .innerJoin('product_i18n as t', (join) =>
      join.onRef('t.product_id', '=', 'p.product_id').on('t.language', '=', language),
    )
    .select([
      'p.product_id', 'p.product_type', 'p.product_key', 'p.image', 'p.url',
      't.title', 't.description', 't.content', 't.product_group', 't.highlights',
    ])
    .where('p.published', '=', 1)
    .orderBy('p.product_type')
    .orderBy('p.sort')
    .orderBy('p.product_id');
  if (type) query = query.where('p.product_type', '=', type);
  const rows = await query.execute();
  return rows.map((row) => ({
    productId: row.product_id,
    productType: row.product_type as ProductType,
    productKey: row.product_key,
    productGroup: row.product_group,
    title: row.title,
    description: row.description,
    content: row.content,
    image: row.image,
    url: row.url,
    highlights: JSON.parse(row.highlights) as string[],
  }));
}
