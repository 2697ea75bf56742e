import type { Kysely } from 'kysely';
import { SHARED_SETTING_KEYS, TRANSLATED_SETTING_KEYS } from '../../../contract/content/documents/settings';
import type { AnalyticsSettings } from '../../../contract/entities/analytics';
import type { SiteSettings } from '../../../contract/entities/site';
import { DEFAULT_API_LANGUAGE, type ApiLanguage } from '../../../contract/language';
import { preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';

/** The analytics ids the back office keeps among the settings: the CMS's, not shown as facts of the company. */
export const ANALYTICS_SETTING_KEYS = ['baiduTongjiId', 'googleAnalyticsId'] as const satisfies ReadonlyArray<keyof AnalyticsSettings>;

const SITE_SETTING_KEYS: ReadonlyArray<keyof SiteSettings> = [...SHARED_SETTING_KEYS, ...TRANSLATED_SETTING_KEYS];

export async function loadSiteSettings(db: Kysely<Database>, language: ApiLanguage): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['setting_key', 'setting_value'])
    .where('language', '=', language)
    .where('setting_key', 'in', SITE_SETTING_KEYS)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.setting_key, row.setting_value])) as unknown as SiteSettings;
}

/**
 * One setting's value in one language ('' while none is set). Prepared: every submission reads the
 * privacy notice's version, and building the query cost more than running it.
 */
const settingStatement = preparedQuery<Database, { language: ApiLanguage; key: keyof SiteSettings }, { setting_value: string }>((db, $) =>
  db.selectFrom('site_setting').select('setting_value').where('language', '=', $.language).where('setting_key', '=', $.key),
);

async function loadSetting(db: Kysely<Database>, language: ApiLanguage, key: keyof SiteSettings): Promise<string> {
  const [row] = await settingStatement(db, { language, key });
  return row?.setting_value ?? '';
}

/** The privacy notice's current version ('' while none is published). */
export function loadPrivacyNoticeVersion(db: Kysely<Database>, language: ApiLanguage): Promise<string> {
  return loadSetting(db, language, 'privacyNoticeVersion');
}

/** The company's stock code, a setting shared by both languages ('' while none is set). */
export async function loadStockCode(db: Kysely<Database>): Promise<string> {
  return (await loadSetting(db, DEFAULT_API_LANGUAGE, 'stockCode')).trim();
}

/**
 * The analytics ids of the published settings; null for a tool they name none for. The settings
 * write them in both languages' rows, alike; the default language's are read.
 */
export async function loadPublishedAnalyticsIds(db: Kysely<Database>): Promise<AnalyticsSettings> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['setting_key', 'setting_value'])
    .where('language', '=', DEFAULT_API_LANGUAGE)
    .where('setting_key', 'in', ANALYTICS_SETTING_KEYS)
    .execute();
  const id = (key: (typeof ANALYTICS_SETTING_KEYS)[number]) => rows.find((row) => row.setting_key === key)?.setting_value.trim() || null;
  return { baiduTongjiId: id('baiduTongjiId'), googleAnalyticsId: id('googleAnalyticsId') };
}
