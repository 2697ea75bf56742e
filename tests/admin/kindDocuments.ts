/** Documents of the content kinds shared by the tests of their form shapes and of their edit views. */
import type { JobDocument } from '../../contract/content/documents/job';
import { TRANSLATED_SETTING_KEYS, type SettingsDocument, type TranslatedSettings } from '../../contract/content/documents/settings';

/** A job as the rich text editor keeps it (each list item's text in a paragraph), with a recruiter to notify. */
export const JOB: JobDocument = {
  jobCategoryId: 3,
  workPlaceId: 5,
  headcount: 2,
  announceTime: '2026-10-01',
  closingDate: '2026-12-31',
  employmentType: 'FULL_TIME',
  texts: {
    zh: { post: '电气工程师', place: '上海市青浦区', duties: '<ul><li><p>调试</p></li></ul>', requirements: '<p>本科</p>' },
    en: { post: 'Electrical Engineer', place: 'Qingpu District, Shanghai', duties: '<ul><li><p>Commissioning</p></li></ul>', requirements: '<p>Degree</p>' },
  },
  recruiterMailbox: 'recruiter@example.com',
  recruiterLanguage: 'zh',
};

/** Every translated setting as `<key> <suffix>`. */
const settingsTexts = (suffix: string): TranslatedSettings =>
  Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [key, `${key} ${suffix}`])) as unknown as TranslatedSettings;

export const SETTINGS: SettingsDocument = {
  shared: { stockCode: '688000', phoneZh: '400-000-0000' } as SettingsDocument['shared'],
  texts: { zh: settingsTexts('中文'), en: settingsTexts('English') },
  analytics: { baiduTongjiId: null, googleAnalyticsId: 'G-ABC123' },
};
