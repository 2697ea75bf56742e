import type { Kysely } from 'kysely';
import type { Database } from '../../cms/db/schema';

export interface LocationRow {
  /** The location's Chinese name, in the mail's subject line. */
  name: string;
  /** The one province it serves, as the Chinese address picker writes it: 广东省. */
  province: string;
  city: string;
  phone: string;
  mailbox: string;
  mailboxLanguage?: 'zh' | 'en';
}

/** A service location with a mailbox and the province it serves, written straight into the tables the routing reads. */
export async function insertServiceLocation(db: Kysely<Database>, location: LocationRow): Promise<void> {
  const { location_id } = await db
    .insertInto('service_location')
    .values({ location_type: 'branch', phone: location.phone, sort: 0, mailbox: location.mailbox, mailbox_language: location.mailboxLanguage })
    .returning('location_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('service_location_i18n')
    .values({ location_id, language: 'zh', location_name: location.name, province: location.province, address: location.city })
    .execute();
  await db.insertInto('service_location_province').values({ location_id, province: location.province }).execute();
}
