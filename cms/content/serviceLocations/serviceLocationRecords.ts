import type { Kysely, Selectable } from 'kysely';
import type { ServiceLocationType } from '../../../contract/entities/serviceLocation';
import type { Database, ServiceLocationI18nTable, ServiceLocationTable } from '../../db/schema';
import type { PageRequest, RecordPage } from '../../db/recordPage';

/** Service locations as the back office reads and removes them: every live row, published or not (the open API's reads are in serviceLocations.ts). */

export type ServiceLocationRecord = Selectable<ServiceLocationTable> & { texts: ServiceLocationI18nTable[]; provinces: string[] };

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
  const ids = rows.map((row) => row.location_id);
  const texts = await textsOf(db, ids);
  const provinces = await provincesOf(db, ids);
  return {
    rows: rows.map((row) => ({
      ...row,
      texts: texts.filter((text) => text.location_id === row.location_id),
      provinces: namesOf(provinces.filter((served) => served.location_id === row.location_id)),
    })),
    total: Number(total),
  };
}

export async function findServiceLocationRecord(db: Kysely<Database>, locationId: number): Promise<ServiceLocationRecord | undefined> {
  const row = await db.selectFrom('service_location').selectAll().where('location_id', '=', locationId).executeTakeFirst();
  return row && { ...row, texts: await textsOf(db, [locationId]), provinces: namesOf(await provincesOf(db, [locationId])) };
}

async function textsOf(db: Kysely<Database>, locationIds: number[]): Promise<ServiceLocationI18nTable[]> {
  if (locationIds.length === 0) return [];
  return db.selectFrom('service_location_i18n').selectAll().where('location_id', 'in', locationIds).execute();
}

/** In code-point order, as the kind's schema stores them (the engines' collations differ). */
const namesOf = (rows: Array<{ province: string }>) => rows.map((row) => row.province).sort();

async function provincesOf(db: Kysely<Database>, locationIds: number[]): Promise<Array<{ location_id: number; province: string }>> {
  if (locationIds.length === 0) return [];
  return db.selectFrom('service_location_province').select(['location_id', 'province']).where('location_id', 'in', locationIds).execute();
}

/** Its texts and provinces go with it (the foreign keys cascade); its provinces' leads go to the sales mailbox again. */
export async function deleteServiceLocation(db: Kysely<Database>, locationId: number): Promise<void> {
  await db.deleteFrom('service_location').where('location_id', '=', locationId).execute();
}
