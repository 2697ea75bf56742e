import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../contract/entities/site';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';

export async function loadSiteSettings(db: Kysely<Database>, language: ApiLanguage): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['setting_key', 'setting_value'])
    .where('language', '=', language)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.setting_key, row.setting_value])) as unknown as SiteSettings;
}
