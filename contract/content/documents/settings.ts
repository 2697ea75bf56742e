import type { AnalyticsSettings } from '../../entities/analytics';
import type { SiteSettings } from '../../entities/site';
import type { ApiLanguage } from '../../language';

/** The settings that read the same in both languages (numbers, addresses of pages and files, versions). */
export const SHARED_SETTING_KEYS = [
  'stockCode', 'phoneZh', 'phoneEn', 'serviceHotline', 'marketingEmail', 'postalCode',
  'filingRecordNumber', 'filingRecordUrl', 'wechatQrCode', 'serviceQrCode',
  'announcementSearchUrl', 'investorInteractionUrl', 'secretaryEmail', 'privacyNoticeVersion', 'englishCareers',
] as const satisfies ReadonlyArray<keyof SiteSettings>;

/** The settings written in each language. */
export const TRANSLATED_SETTING_KEYS = [
  'companyName', 'companyShortName', 'address', 'openingHours',
  'secretaryName', 'secretaryPhone', 'secretaryFax', 'secretaryAddress', 'privacyNotice',
] as const satisfies ReadonlyArray<keyof SiteSettings>;

/** Every one present in the document, '' where none is set (`englishCareers` of a CMS older than it). */
export type SharedSettings = Required<Pick<SiteSettings, (typeof SHARED_SETTING_KEYS)[number]>>;
export type TranslatedSettings = Pick<SiteSettings, (typeof TRANSLATED_SETTING_KEYS)[number]>;

/** The one item the settings are (`content/settings/1`): they can be changed and published, never created or deleted. */
export const SETTINGS_ID = 1;

/**
 * The site's settings, every fact the site and the widgets read. Both languages are required:
 * the site has no page without the company's name. The analytics ids are used where the CMS's
 * environment names none (the environment wins).
 */
export interface SettingsDocument {
  shared: SharedSettings;
  texts: Record<ApiLanguage, TranslatedSettings>;
  analytics: AnalyticsSettings;
}
