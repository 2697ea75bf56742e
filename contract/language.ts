import type { SiteLanguage } from './siteRoutes';

/** The language codes the open API speaks (`language=zh|en`). */
export const API_LANGUAGES = ['zh', 'en'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export const DEFAULT_API_LANGUAGE: ApiLanguage = 'zh';

/**
 * Any value other than English means Chinese: the site reads its stored locale that way,
 * and the API applies the same rule so a stale or mistyped parameter still answers content.
 */
export function toApiLanguage(value: unknown): ApiLanguage {
  if (typeof value !== 'string') return DEFAULT_API_LANGUAGE;
  const normalized = value.trim().toLowerCase();
  return normalized === 'en' || normalized === 'en-us' ? 'en' : DEFAULT_API_LANGUAGE;
}

/** The site's language of an API language. */
export function toSiteLanguage(language: ApiLanguage): SiteLanguage {
  return language === 'en' ? 'en-US' : 'zh-CN';
}

/** What staff call each language a visitor wrote in, in each language they read (exports' Language column). */
export const LANGUAGE_NAMES = {
  zh: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
} satisfies Record<ApiLanguage, Record<ApiLanguage, string>>;
