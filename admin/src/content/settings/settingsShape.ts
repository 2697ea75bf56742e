import { API_LANGUAGES } from '../../../../contract/language';
import type { TranslatedSettings } from '../../../../contract/content/documents/settings';
import { TRANSLATED_SETTING_KEYS } from '../../../../contract/content/documents/settings';
import type { ContentFormShape } from '../contentFormShape';

const emptyTexts = Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [key, ''])) as unknown as TranslatedSettings;

/** The settings' languages are their `texts`, plain text, both required. */
export const SETTINGS_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyTexts, requiredLanguages: API_LANGUAGES, htmlFields: [] };
