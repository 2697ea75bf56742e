import type { Kysely } from 'kysely';
import type { ServiceLocation } from '../../../contract/entities/serviceLocation';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import { storedRecipient, type Recipient } from '../../notifications/recipient';

export async function listServiceLocations(db: Kysely<Database>, language: ApiLanguage): Promise<ServiceLocation[]> {
  const rows = await db
    .selectFrom('service_location as l')
    .innerJoin('service_location_i18n as t', (join) =>
      join.onRef('t.location_id', '=', 'l.location_id').on('t.language', '=', language),
    )
    .select(['l.location_id', 'l.location_type', 'l.phone', 't.location_name', 't.province', 't.address'])
    .where('l.published', '=', 1)
    .orderBy('l.sort')
    .orderBy('l.location_id')
    .execute();
  return rows.map((row) => ({
    locationId: row.location_id,
    locationName: row.location_name,
    locationType: row.location_type as ServiceLocation['locationType'],
    province: row.province,
    address: row.address,
    phone: row.phone,
  }));
}

/** The mailbox (and its language) of a published service location serving the given province (its Chinese name), if one has one. */
export async function findProvinceMailbox(db: Kysely<Database>, province: string): Promise<Recipient | undefined> {
  const row = await db
    .selectFrom('service_location as l')
    .innerJoin('service_location_province as p', 'p.location_id', 'l.location_id')
    .select(['l.mailbox', 'l.mailbox_language'])
    .where('p.province', '=', province)
    .where('l.mailbox', 'is not', null)
    .where('l.published', '=', 1)
    .orderBy('l.sort')
    .executeTakeFirst();
  return row && storedRecipient(row.mailbox, row.mailbox_language);
}
