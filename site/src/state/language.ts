import {
  ALL_CASES_OUT_LINK,
  LANGUAGE_COOKIE,
  ROUTES,
  languageFromStored,
  localizedPath,
  splitLocalizedPath,
  type SiteLanguage,
} from '../../../contract/siteRoutes';
import { readStorage, writeStorage } from './storage';

/** Where the visitor's language choice is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** A year: the choice outlives the session, as the stored one does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function readStoredLanguage(): string | null {
  return readStorage(LANGUAGE_STORAGE_KEY);
}

/** Records a language the visitor picked (the toggle, a link to the other language's page). */
export function storeLanguage(language: SiteLanguage): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  writeLanguageCookie(language);
}

/**
 * Copies the stored choice into the cookie the CMS reads for `/`: a choice stored before the
 * cookie existed, or whose cookie expired or was cleared, counts again from this page view on.
 */
export function mirrorStoredLanguage(): void {
  const stored = languageFromStored(readStoredLanguage());
  if (stored !== null) writeLanguageCookie(stored);
}

function writeLanguageCookie(language: SiteLanguage): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies blocked: `/` then opens the Chinese home page, the address still decides each page.
  }
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

/** The other of the two languages. */
export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'en-US' ? 'zh-CN' : 'en-US';
}
