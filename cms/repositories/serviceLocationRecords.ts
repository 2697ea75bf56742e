import type { Kysely, Selectable } from 'kysely';
import type { ServiceLocationType } from '../../contract/entities/serviceLocation';
import type { Database, ServiceLocationI18nTable, ServiceLocationTable } from '../db/schema';
import type { PageRequest, RecordPage } from './recordPage';

/** Service locations as the back office reads and removes them: every live row, published or not (the open API's reads are in serviceLocations.ts). */

export type ServiceLocationRecord = Selectable<ServiceLocationTable> & { texts: ServiceLocationI18nTable[] };

export const SERVICE_LOCATION_ORDERS = ['sort', 'id'] as const;

export async function listServiceLocationRecords(
  db: Kysely<Database>,
  filter: { locationType?: ServiceLocationType | undefined },
  order: (typeof SERVICE_LOCATION_ORDERS)[number],
  page: PageRequest,
): Promise<RecordPage<ServiceLocationRecord>> {
  let query = db.selectFrom('service_location');
  if (filter.locationType !== undefined) query = query.where('location_type', '=', filter.locationType);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  const rows = await query
    .selectAll()
    .orderBy(order === 'sort' ? 'sort' : 'location_id', direction)
    .orderBy('location_id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const texts = await textsOf(db, rows.map((row) => row.location_id));
  return { rows: rows.map((row) => ({ ...row, texts: texts.filter((text) => text.location_id === row.location_id) })), total: Number(total) };
}

export async function findServiceLocationRecord(db: Kysely<Database>, locationId: number): Promise<ServiceLocationRecord | undefined> {
  const row = await db.selectFrom('service_location').selectAll().where('location_id', '=', locationId).executeTakeFirst();
  return row && { ...row, texts: await textsOf(db, [locationId]) };
}

async function textsOf(db: Kysely<Database>, locationIds: number[]): Promise<ServiceLocationI18nTable[]> {
  if (locationIds.length === 0) return [];
  return db.selectFrom('service_location_i18n').selectAll().where('location_id', 'in', locationIds).execute();
}

/** Its texts go with it (the foreign key cascades); its province's leads go to the sales mailbox again. */
export async function deleteServiceLocation(db: Kysely<Database>, locationId: number): Promise<void> {
  await db.deleteFrom('service_location').where('location_id', '=', locationId).execute();
}
