import { API_LANGUAGES } from '../../../contract/language';

/** The language a visitor wrote in, named in the reader's language (`zh` is 中文 / Chinese): for filters and records alike. */
export const LANGUAGE_CHOICES = API_LANGUAGES.map((language) => ({ id: language, name: `app.content.language.${language}` }));
