import type { InitOptions } from 'i18next';

/**
 * The i18next options of every instance the site makes: gatsby-plugin-react-i18next's, one per
 * page, and the slices' own (site/src/slices/sliceTranslations.tsx), which render apart from
 * the pages. Keys are nested (`footer.phoneZh`); namespaces are never written into keys.
 */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: false,
  returnNull: false,
} as const satisfies InitOptions;
