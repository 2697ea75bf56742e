import { API_LANGUAGES } from '../../../contract/language';

/**
 * The language a visitor wrote in, named in the reader's language (`zh` is 中文 / Chinese): for filters
 * and records alike, and for what a setting is in (a routing rule's leads, a robot's messages).
 */
export const LANGUAGE_CHOICES = API_LANGUAGES.map((language) => ({ id: language, name: `app.content.language.${language}` }));
