import type { Kysely, Selectable } from 'kysely';
import type { ProductType } from '../../../contract/entities/product';
import type { Database, ProductI18nTable, ProductTable } from '../../db/schema';
import type { PageRequest, RecordPage } from '../../db/recordPage';

/** Products as the back office reads and removes them: every live row, published or not (the open API's reads are in products.ts). */

export type ProductRecord = Selectable<ProductTable> & { texts: ProductI18nTable[] };

export const PRODUCT_ORDERS = ['sort', 'productKey', 'id'] as const;

export async function listProductRecords(
  db: Kysely<Database>,
  filter: { productType?: ProductType | undefined },
  order: (typeof PRODUCT_ORDERS)[number],
  page: PageRequest,
): Promise<RecordPage<ProductRecord>> {
  let query = db.selectFrom('product');
  if (filter.productType !== undefined) query = query.where('product_type', '=', filter.productType);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  let ordered = query.selectAll();
  // Within a type by position: the menu lists each type's products in their order.
  ordered = order === 'sort' ? ordered.orderBy('product_type', direction).orderBy('sort', direction) : ordered.orderBy(order === 'productKey' ? 'product_key' : 'product_id', direction);
  const rows = await ordered.orderBy('product_id', direction).limit(page.limit).offset(page.offset).execute();
  const texts = await textsOf(db, rows.map((row) => row.product_id));
  return { rows: rows.map((row) => ({ ...row, texts: texts.filter((text) => text.product_id === row.product_id) })), total: Number(total) };
}

export async function findProductRecord(db: Kysely<Database>, productId: number): Promise<ProductRecord | undefined> {
  const row = await db.selectFrom('product').selectAll().where('product_id', '=', productId).executeTakeFirst();
  return row && { ...row, texts: await textsOf(db, [productId]) };
}

async function textsOf(db: Kysely<Database>, productIds: number[]): Promise<ProductI18nTable[]> {
  if (productIds.length === 0) return [];
  return db.selectFrom('product_i18n').selectAll().where('product_id', 'in', productIds).execute();
}

/** Whether another product of the type already has the key (the detail pages are addressed by it). */
export async function productKeyTaken(db: Kysely<Database>, productType: ProductType, productKey: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('product').select('product_id').where('product_type', '=', productType).where('product_key', '=', productKey);
  if (exceptId !== null) query = query.where('product_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Its texts go with it (the foreign key cascades). */
export async function deleteProduct(db: Kysely<Database>, productId: number): Promise<void> {
  await db.deleteFrom('product').where('product_id', '=', productId).execute();
}
