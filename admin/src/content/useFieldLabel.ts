import { useTranslate } from 'react-admin';
import { API_LANGUAGES, type ApiLanguage } from '../../../contract/language';

const isLanguage = (segment: string): segment is ApiLanguage => (API_LANGUAGES as readonly string[]).includes(segment);

/** The language a document path is in (`texts.en.title`: en), if any. */
export function pathLanguage(path: string): ApiLanguage | undefined {
  return path.split('.').find(isLanguage);
}

/** A document path in the user's words: `texts.en.title` is "Title (English)". */
export function useFieldLabel(): (path: string) => string {
  const translate = useTranslate();
  return (path) => {
    const segments = path.split('.');
    const field = segments.filter((segment) => !isLanguage(segment)).pop() ?? path;
    const name = translate(`app.content.fields.${field}`, { _: field });
    const language = pathLanguage(path);
    return language ? translate('app.content.inLanguage', { field: name, language: translate(`app.content.language.${language}`) }) : name;
  };
}
