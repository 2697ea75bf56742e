import type { Kysely } from 'kysely';
import type { ServiceLocation } from '../../../contract/entities/serviceLocation';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

export interface ServiceLocationText {
  name: string;
  province: string;
  address: string;
}

/** What the site shows of a location; the mailbox leads are routed to is the back office's, never written here. */
export interface ServiceLocationWrite {
  type: ServiceLocation['locationType'];
  phone: string;
  sort: number;
  /** The location's text in each language it has; a language left out is removed. */
  texts: Partial<Record<ApiLanguage, ServiceLocationText>>;
  /** The provinces (Chinese names) whose leads go to its mailbox; those left out are removed. */
  provinces: string[];
}

export async function insertServiceLocation(db: Kysely<Database>, location: ServiceLocationWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { location_id } = await db
    .insertInto('service_location')
    .values({ location_type: location.type, phone: location.phone, sort: location.sort, mailbox: null, published: published ? 1 : 0 })
    .returning('location_id')
    .executeTakeFirstOrThrow();
  await writeTexts(db, location_id, location.texts);
  await writeProvinces(db, location_id, location.provinces);
  return location_id;
}

/** Answers false when the location is no longer there. */
export async function updateServiceLocation(db: Kysely<Database>, locationId: number, location: ServiceLocationWrite): Promise<boolean> {
  const result = await db
    .updateTable('service_location')
    .set({ location_type: location.type, phone: location.phone, sort: location.sort })
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeTexts(db, locationId, location.texts);
  await writeProvinces(db, locationId, location.provinces);
  return true;
}

/** Where the leads of the location's provinces are mailed (none: the sales mailbox), and the language of that mail. */
export async function setServiceLocationMailbox(db: Kysely<Database>, locationId: number, mailbox: { address: string | null; language: string }): Promise<void> {
  await db.updateTable('service_location').set({ mailbox: mailbox.address, mailbox_language: mailbox.language }).where('location_id', '=', locationId).execute();
}

async function writeTexts(db: Kysely<Database>, locationId: number, texts: ServiceLocationWrite['texts']): Promise<void> {
  const rows = Object.entries(texts).map(([language, text]) => ({
    location_id: locationId,
    language,
    location_name: text.name,
    province: text.province,
    address: text.address,
  }));
  await db
    .deleteFrom('service_location_i18n')
    .where('location_id', '=', locationId)
    .where('language', 'not in', rows.map((row) => row.language))
    .execute();
  await db
    .insertInto('service_location_i18n')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['location_id', 'language']).doUpdateSet((eb) => ({
        location_name: eb.ref('excluded.location_name'),
        province: eb.ref('excluded.province'),
        address: eb.ref('excluded.address'),
      })),
    )
    .execute();
}

async function writeProvinces(db: Kysely<Database>, locationId: number, provinces: string[]): Promise<void> {
  await db.deleteFrom('service_location_province').where('location_id', '=', locationId).execute();
  const unique = [...new Set(provinces)];
  if (unique.length === 0) return;
  await db.insertInto('service_location_province').values(unique.map((province) => ({ location_id: locationId, province }))).execute();
}
