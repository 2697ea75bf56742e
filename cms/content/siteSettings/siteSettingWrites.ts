import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SiteSettingRow {
  language: string;
  key: string;
  value: string;
}

/** Every setting of both languages, as stored (the open API's reads are in siteSettings.ts). */
export async function loadSiteSettingRows(db: Kysely<Database>): Promise<SiteSettingRow[]> {
  const rows = await db.selectFrom('site_setting').select(['language', 'setting_key', 'setting_value']).execute();
  return rows.map((row) => ({ language: row.language, key: row.setting_key, value: row.setting_value }));
}

/** Writes the settings given, each (language, key) replacing what was there; others stay. */
export async function writeSiteSettings(db: Kysely<Database>, rows: SiteSettingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('site_setting')
    .values(rows.map((row) => ({ language: row.language, setting_key: row.key, setting_value: row.value })))
    .onConflict((conflict) => conflict.columns(['language', 'setting_key']).doUpdateSet((eb) => ({ setting_value: eb.ref('excluded.setting_value') })))
    .execute();
}
