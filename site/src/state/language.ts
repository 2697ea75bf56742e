import {
  ALL_CASES_OUT_LINK,
  DEFAULT_SITE_LANGUAGE,
  ROUTES,
  localizedPath,
  splitLocalizedPath,
  type SiteLanguage,
} from '../../../contract/siteRoutes';
import { readStorage, writeStorage } from './storage';

/** Where the visitor's language choice is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function readStoredLanguage(): string | null {
  return readStorage(LANGUAGE_STORAGE_KEY);
}

export function storeLanguage(language: SiteLanguage): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}

/** Any stored value other than en-US means Chinese; nothing stored means no preference. */
export function languageFromStored(stored: string | null): SiteLanguage | null {
  if (stored === null) return null;
  return stored === 'en-US' ? 'en-US' : DEFAULT_SITE_LANGUAGE;
}

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page in `language`, keeping the query string and the hash. */
export function pathInLanguage({ pathname, search, hash }: UrlParts, language: SiteLanguage): string {
  const { path } = splitLocalizedPath(pathname);
  return `${localizedPath(path, language)}${search}${hash}`;
}

/**
 * Where the language toggle leads: the same page in `language`, except that a case
 * list starts over at its first category, All (a language change reloads the tree and resets
 * the selection to the first category); its page and filters belonged to the other list.
 */
export function pathAfterLanguageChange(url: UrlParts, language: SiteLanguage): string {
  const { path } = splitLocalizedPath(url.pathname);
  if (path.startsWith(`${ROUTES.succeedCase}/`)) return localizedPath(`${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`, language);
  return pathInLanguage(url, language);
}

/**
 * Where a first page load must go to honour the stored language: a Chinese path with en-US
 * stored goes to the English page, an English path with anything else stored to the Chinese one.
 * Null when the page is right (or nothing is stored).
 */
export function languageRedirectTarget(url: UrlParts, stored: string | null): string | null {
  const preferred = languageFromStored(stored);
  if (preferred === null) return null;
  const { language } = splitLocalizedPath(url.pathname);
  if (language === preferred) return null;
  return pathInLanguage(url, preferred);
}

/** The other of the two languages. */
export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'en-US' ? 'zh-CN' : 'en-US';
}
