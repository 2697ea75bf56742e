import { toApiLanguage, type ApiLanguage } from '../../contract/language';

/** Widgets speak the open API's two languages. */
export type WidgetLanguage = ApiLanguage;

/**
 * A widget's wording in one language, typed by its Chinese (`Wording<typeof zh>`): the English
 * must have every phrase, so one added in Chinese alone is a compile error.
 */
export type Wording<Chinese> = { readonly [K in keyof Chinese]: string };

/**
 * The language of an embedded widget: its `data-lang`, else the page's `<html lang>`, else
 * Chinese. Anything but English means Chinese.
 */
export function resolveWidgetLanguage(dataLang: string | null | undefined, htmlLang: string | null | undefined): WidgetLanguage {
  const chosen = dataLang?.trim() || htmlLang?.trim() || '';
  return toApiLanguage(chosen.toLowerCase().startsWith('en') ? 'en' : chosen);
}
