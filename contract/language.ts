/** The language codes the open API speaks (SPEC §7 `language=zh|en`). */
export const API_LANGUAGES = ['zh', 'en'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/** The locales the site and widgets use (SPEC §4). */
export type Locale = 'zh-CN' | 'en-US';

export const DEFAULT_API_LANGUAGE: ApiLanguage = 'zh';

/**
 * Any value other than English means Chinese: SPEC §4 says so for the stored locale,
 * and the API applies the same rule so a stale or mistyped parameter still answers content.
 */
export function toApiLanguage(value: unknown): ApiLanguage {
  if (typeof value !== 'string') return DEFAULT_API_LANGUAGE;
  const normalized = value.trim().toLowerCase();
  return normalized === 'en' || normalized === 'en-us' ? 'en' : DEFAULT_API_LANGUAGE;
}

export function toLocale(language: ApiLanguage): Locale {
  return language === 'en' ? 'en-US' : 'zh-CN';
}
