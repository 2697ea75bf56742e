import { useTranslate } from 'react-admin';
import { API_LANGUAGES } from '../../../contract/language';

/** The site's languages as a select offers them (the language a mail or a footer link is in). */
export function useLanguageChoices() {
  const translate = useTranslate();
  return API_LANGUAGES.map((language) => ({ id: language, name: translate(`app.content.language.${language}`) }));
}
