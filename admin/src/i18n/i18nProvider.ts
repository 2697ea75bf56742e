import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { showDocumentLanguage } from './documentLanguage';
import { en } from './en';
import { zh } from './zh';

export type AdminLocale = 'zh' | 'en';

const catalogues: Record<AdminLocale, typeof en> = { zh, en };

/** Chinese unless the browser prefers English (react-admin then remembers the user's choice). */
const initialLocale: AdminLocale = resolveBrowserLocale('zh') === 'en' ? 'en' : 'zh';

let current: AdminLocale = initialLocale;
showDocumentLanguage(current, catalogues[current].app.title);

/** The language the server answers its error messages in: the one the user reads the app in. */
export const currentLocale = (): AdminLocale => current;

const polyglot = polyglotI18nProvider((locale) => catalogues[locale === 'en' ? 'en' : 'zh'], initialLocale, [
  { locale: 'zh', name: '中文' },
  { locale: 'en', name: 'English' },
]);

/** react-admin's polyglot provider, which also tells the data provider the language chosen. */
export const i18nProvider = {
  ...polyglot,
  changeLocale: (locale: string, options?: unknown) => {
    current = locale === 'en' ? 'en' : 'zh';
    showDocumentLanguage(current, catalogues[current].app.title);
    return polyglot.changeLocale(locale, options);
  },
};
