import * as v from 'valibot';
import {
  SETTINGS_ID, SHARED_SETTING_KEYS, TRANSLATED_SETTING_KEYS, type SettingsDocument, type SharedSettings, type TranslatedSettings,
} from '../../../contract/content/documents/settings';
import type { AnalyticsSettings } from '../../../contract/entities/analytics';
import { ENGLISH_CAREERS_ON, type SiteSettings } from '../../../contract/entities/site';
import { API_LANGUAGES, DEFAULT_API_LANGUAGE } from '../../../contract/language';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import { BAIDU_TONGJI_ID, GOOGLE_ANALYTICS_ID } from '../../analytics/analyticsSettings';
import { CmsError } from '../../http/cmsError';
import { ANALYTICS_SETTING_KEYS } from './siteSettings';
import { loadSiteSettingRows, writeSiteSettings, type SiteSettingRow } from './siteSettingWrites';
import type { ContentKindDefinition } from '../contentKind';
import { LONG_TEXT_MAX, PARAGRAPH_MAX, SHORT_TEXT_MAX, address, day, mailbox, optionalText, phone, textLine, webLink } from '../documentFields';

/** A phone the site may leave out (a fax number). */
const optionalPhone = v.union([v.literal(''), phone()], 'contentPhoneInvalid' satisfies BackOfficeMessageKey);

const shared = v.object({
  stockCode: textLine(20),
  phoneZh: phone(),
  phoneEn: phone(),
  serviceHotline: phone(),
  marketingEmail: mailbox(),
  postalCode: optionalText(20),
  filingRecordNumber: textLine(SHORT_TEXT_MAX),
  filingRecordUrl: webLink(),
  wechatQrCode: address(),
  serviceQrCode: address(),
  announcementSearchUrl: webLink(),
  investorInteractionUrl: webLink(),
  secretaryEmail: mailbox(),
  privacyNoticeVersion: day(),
  // Off when a document leaves it out: one saved, versioned or exported before the setting existed.
  englishCareers: v.optional(v.picklist(['', ENGLISH_CAREERS_ON], 'contentChoiceInvalid' satisfies BackOfficeMessageKey), ''),
}) satisfies v.GenericSchema<unknown, SharedSettings>;

const texts = v.object({
  companyName: textLine(SHORT_TEXT_MAX),
  companyShortName: textLine(SHORT_TEXT_MAX),
  address: textLine(PARAGRAPH_MAX),
  openingHours: optionalText(SHORT_TEXT_MAX),
  secretaryName: textLine(SHORT_TEXT_MAX),
  secretaryPhone: phone(),
  secretaryFax: optionalPhone,
  secretaryAddress: textLine(PARAGRAPH_MAX),
  // Plain text (paragraphs separated by a blank line): the site renders it as text, never as HTML.
  privacyNotice: textLine(LONG_TEXT_MAX),
}) satisfies v.GenericSchema<unknown, TranslatedSettings>;

/** An analytics id in its tool's format, as the environment's are checked; '' or null: no tool. */
const analyticsId = (pattern: RegExp, invalid: BackOfficeMessageKey) =>
  v.pipe(
    v.nullable(v.string(invalid)),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), v.regex(pattern, invalid))),
  );

const schema = v.object({
  shared,
  texts: v.object({ zh: texts, en: texts }),
  analytics: v.object({
    baiduTongjiId: analyticsId(BAIDU_TONGJI_ID, 'analyticsBaiduIdInvalid'),
    googleAnalyticsId: analyticsId(GOOGLE_ANALYTICS_ID, 'analyticsGoogleIdInvalid'),
  }) satisfies v.GenericSchema<unknown, AnalyticsSettings>,
}) satisfies v.GenericSchema<unknown, SettingsDocument>;

const refuse = () => new CmsError(400, 'settingsSingle');

function toDocument(rows: SiteSettingRow[]): SettingsDocument {
  const value = (language: string, key: string) => rows.find((row) => row.language === language && row.key === key)?.value ?? '';
  // What reads the same in both languages is kept in each language's rows; the default language's is the one read.
  const sharedValue = (key: string) => value(DEFAULT_API_LANGUAGE, key);
  const textsIn = (language: string) =>
    Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [key, value(language, key)])) as TranslatedSettings;
  const id = (key: (typeof ANALYTICS_SETTING_KEYS)[number]) => sharedValue(key) || null;
  return {
    shared: Object.fromEntries(SHARED_SETTING_KEYS.map((key) => [key, sharedValue(key)])) as SharedSettings,
    texts: { zh: textsIn('zh'), en: textsIn('en') },
    analytics: { baiduTongjiId: id('baiduTongjiId'), googleAnalyticsId: id('googleAnalyticsId') },
  };
}

function toRows(document: SettingsDocument): SiteSettingRow[] {
  return API_LANGUAGES.flatMap((language) => {
    // Typed as the open API answers them: a setting the site reads and the document lacks does not compile.
    const settings: SiteSettings = { ...document.shared, ...document.texts[language] };
    const ids: Record<(typeof ANALYTICS_SETTING_KEYS)[number], string> = {
      baiduTongjiId: document.analytics.baiduTongjiId ?? '',
      googleAnalyticsId: document.analytics.googleAnalyticsId ?? '',
    };
    return Object.entries({ ...settings, ...ids }).map(([key, value]) => ({ language, key, value }));
  });
}

/**
 * The site's settings: one item, always there and always live. Publishing writes them; they
 * cannot be created, unpublished or deleted. Their analytics ids take precedence over the
 * environment's (`analyticsInEffect`).
 */
export const settingsKind: ContentKindDefinition<SettingsDocument> = {
  kind: 'settings',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: () => [],
  titles: (document) => ({ zh: document.texts.zh.companyName, en: document.texts.en.companyName }),
  async list(db, query) {
    const document = toDocument(await loadSiteSettingRows(db));
    const rows = query.offset === 0 && query.limit > 0 ? [{ id: SETTINGS_ID, title: settingsKind.titles(document), sort: 0, published: true }] : [];
    return { rows, total: 1 };
  },
  async load(db, id) {
    return id === SETTINGS_ID ? { document: toDocument(await loadSiteSettingRows(db)), published: true } : null;
  },
  async check(_db, _document, id) {
    if (id !== SETTINGS_ID) throw refuse();
  },
  create: async () => {
    throw refuse();
  },
  async apply(db, id, document) {
    if (id !== SETTINGS_ID) throw refuse();
    await writeSiteSettings(db, toRows(document));
  },
  async setPublished(_db, _id, published) {
    if (!published) throw refuse();
  },
  alwaysLive: true,
  remove: async () => {
    throw refuse();
  },
  // The analytics ids among them decide what every site page loads and allows.
  announceLiveChange: (app) => app.analytics.announceChange(),
};
