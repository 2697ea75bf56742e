import type { Kysely } from 'kysely';
import type { ProductDocument, ProductText } from '../../../contract/content/documents/product';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

/** A product's document with the text of each language it has; a language left out is removed. */
export type ProductWrite = Omit<ProductDocument, 'texts'> & { texts: Partial<Record<ApiLanguage, ProductText>> };

const productColumns = (product: ProductWrite) => ({
  product_type: product.productType,
  product_key: product.productKey,
  image: product.image,
  url: product.url,
  sort: product.sort,
});

export async function insertProduct(db: Kysely<Database>, product: ProductWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { product_id } = await db
    .insertInto('product')
    .values({ ...productColumns(product), published: published ? 1 : 0 })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  await writeTexts(db, product_id, product.texts);
  return product_id;
}

/** Answers false when the product is no longer there. */
export async function updateProduct(db: Kysely<Database>, productId: number, product: ProductWrite): Promise<boolean> {
  const result = await db.updateTable('product').set(productColumns(product)).where('product_id', '=', productId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeTexts(db, productId, product.texts);
  return true;
}

async function writeTexts(db: Kysely<Database>, productId: number, texts: ProductWrite['texts']): Promise<void> {
  const rows = Object.entries(texts).map(([language, text]) => ({
    product_id: productId,
    language,
    title: text.title,
    description: text.description,
    content: text.content,
    product_group: text.group,
    highlights: JSON.stringify(text.highlights),
  }));
  await db.deleteFrom('product_i18n').where('product_id', '=', productId).execute();
  if (rows.length > 0) await db.insertInto('product_i18n').values(rows).execute();
}
