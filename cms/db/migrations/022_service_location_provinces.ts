import { sql, type Kysely } from 'kysely';
import { rewriteStoredDocuments } from './storedDocuments';

/**
 * The provinces a service location serves, several per location: lead routing mails a lead from
 * any of them to the location's mailbox. Each location starts with the province it had (its
 * Chinese `province` text, which routing compared until now), so routing is unchanged until an
 * editor adds more. The per-language `province` text stays: it is what the site shows. Drafts
 * and published versions of locations, which go live or are restored as they are stored, get the
 * same list in their documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_location_province')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('service_location.location_id').onDelete('cascade'))
    .addColumn('province', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_location_province_key', ['location_id', 'province'])
    .execute();
  await db.schema.createIndex('service_location_province_by_name').on('service_location_province').column('province').execute();
  await sql`
    INSERT INTO service_location_province (location_id, province)
    SELECT location_id, trim(province) FROM service_location_i18n WHERE language = 'zh' AND trim(province) <> ''`.execute(db);
  await rewriteStoredDocuments(db, 'service-locations', withProvinces);
}

/** A stored document with `provinces`: the one its Chinese text names, as the live rows get it. */
function withProvinces(json: string): string {
  const document = JSON.parse(json) as { provinces?: unknown; texts?: { zh?: { province?: string } | null } };
  if (Array.isArray(document.provinces)) return json;
  const province = document.texts?.zh?.province?.trim();
  return JSON.stringify({ ...document, provinces: province ? [province] : [] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_location_province').execute();
}
