import { sql, type Kysely, type Selectable } from 'kysely';
import type { PartnerOrigin } from '../../contract/embed/partnerOrigin';
import type { Database, PartnerOriginTable } from '../db/schema';

function toPartnerOrigin(row: Selectable<PartnerOriginTable>): PartnerOrigin {
  return { id: row.origin_id, origin: row.origin, note: row.note, addedBy: row.added_by, addedAt: row.added_at };
}

export async function listPartnerOrigins(
  db: Kysely<Database>,
  page: { offset: number; limit: number; field: 'id' | 'origin'; ascending: boolean },
): Promise<{ rows: PartnerOrigin[]; total: number }> {
  const rows = await db
    .selectFrom('partner_origin')
    .selectAll()
    .orderBy(page.field === 'origin' ? 'origin' : 'origin_id', page.ascending ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await db.selectFrom('partner_origin').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(toPartnerOrigin), total: Number(total) };
}

/** Every origin, for the CORS check. */
export async function readPartnerOriginSet(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('partner_origin').select('origin').execute();
  return new Set(rows.map((row) => row.origin));
}

export async function findPartnerOrigin(db: Kysely<Database>, id: number): Promise<PartnerOrigin | undefined> {
  const row = await db.selectFrom('partner_origin').selectAll().where('origin_id', '=', id).executeTakeFirst();
  return row && toPartnerOrigin(row);
}

/** The new row's id, or null when the origin is already listed. */
export async function insertPartnerOrigin(
  db: Kysely<Database>,
  origin: { origin: string; note: string; addedBy: string; addedAt: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('partner_origin')
    .values({ origin: origin.origin, note: origin.note, added_by: origin.addedBy, added_at: origin.addedAt })
    .onConflict((conflict) => conflict.column('origin').doNothing())
    .returning('origin_id')
    .executeTakeFirst();
  return inserted?.origin_id ?? null;
}

export async function deletePartnerOrigin(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('partner_origin').where('origin_id', '=', id).execute();
}
