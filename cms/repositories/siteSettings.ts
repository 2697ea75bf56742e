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

/** The privacy notice's current version ('' while none is published). */
export async function loadPrivacyNoticeVersion(db: Kysely<Database>, language: ApiLanguage): Promise<string> {
  const row = await db
    .selectFrom('site_setting')
    .select('setting_value')
    .where('language', '=', language)
    .where('setting_key', '=', 'privacyNoticeVersion' satisfies keyof SiteSettings)
    .executeTakeFirst();
  return row?.setting_value ?? '';
}
