import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { vi } from 'vitest';
import { SITE_LANGUAGES, type SiteLanguage } from '../../../contract/siteRoutes';
import { LOCALES_DIR } from '../../../site/gatsby/localesDir';

/** Every namespace of every language, read from the site's real JSON files. */
export function localeResources(): Resource {
  const resources: Resource = {};
  for (const language of SITE_LANGUAGES) {
    resources[language] = {};
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
      resources[language]![file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'));
    }
  }
  return resources;
}

/** Keys the components asked for that no locale file has (collected per instance). */
export interface TestI18n {
  i18n: I18n;
  missing: string[];
}

/** i18next's own, taken before any test replaces it. */
const createInstance = i18next.createInstance.bind(i18next);

/**
 * Collects the keys that instances created from now on (the slices' own, sliceTranslations.tsx)
 * miss, into `missing`, until the test ends (vitest restores the spy).
 */
export function trackMissingKeys(missing: string[]) {
  vi.spyOn(i18next, 'createInstance').mockImplementation((...args) => {
    const instance = createInstance(...args);
    const init = instance.init.bind(instance) as (options: InitOptions) => ReturnType<I18n['init']>;
    instance.init = ((options: InitOptions) =>
      init({
        ...options,
        saveMissing: true,
        missingKeyHandler: (_languages: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`),
      })) as I18n['init'];
    return instance;
  });
}

/** A real i18next instance with the options gatsby-config gives gatsby-plugin-react-i18next. */
export function createTestI18n(language: SiteLanguage): TestI18n {
  const missing: string[] = [];
  const resources = localeResources();
  const i18n = i18next.createInstance();
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    keySeparator: '.',
    nsSeparator: false,
    returnNull: false,
    initImmediate: false,
    saveMissing: true,
    missingKeyHandler: (_languages: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`),
    react: { useSuspense: false },
  });
  return { i18n, missing };
}
