import { toApiLanguage, type ApiLanguage } from '../../contract/language';

/** Widgets speak the open API's two languages. */
export type WidgetLanguage = ApiLanguage;

/**
 * The language of an embedded widget: its `data-lang`, else the page's `<html lang>`, else
 * Chinese. Anything but English means Chinese (SPEC §4).
 */
export function resolveWidgetLanguage(dataLang: string | null | undefined, htmlLang: string | null | undefined): WidgetLanguage {
  const chosen = dataLang?.trim() || htmlLang?.trim() || '';
  return toApiLanguage(chosen.toLowerCase().startsWith('en') ? 'en' : chosen);
}
