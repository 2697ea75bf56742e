import type { ApiLanguage } from '../language';

/**
 * The translation status of bilingual content. Chinese is the source language; English is
 * translated from it. Each item's English is:
 *
 * - `missing`: the item has no English text;
 * - `outOfDate`: the Chinese text changed since the English was last saved;
 * - `upToDate`: otherwise. A translator makes an out-of-date item up to date by saving its
 *   English (or marking it so, when the English needs no change).
 *
 * A content list filters by it (`filter={"translation":"outOfDate"}`).
 */
export const TRANSLATION_STATUSES = ['missing', 'outOfDate', 'upToDate'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** The language others are translated from. */
export const SOURCE_LANGUAGE = 'zh' satisfies ApiLanguage;
/** The languages translated from the source, whose status is kept. */
export const TRANSLATED_LANGUAGES = ['en'] as const satisfies readonly ApiLanguage[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A run of words of a word diff: kept, added to the source or removed from it. */
export interface SourceChange {
  change: 'kept' | 'added' | 'removed';
  text: string;
}

/**
 * `GET content/<kind>/<id>` of an out-of-date item: what changed in the source text since the
 * translation was last made, word by word (in the record's `sourceChanges`, by language).
 */
export interface SourceChanges {
  /** When and by whom the source was last changed. */
  changedBy: string;
  changedAt: string;
  changes: SourceChange[];
}

/** A language's status, from an item's state (its list row or record). */
export function translationStatus(
  state: { missingLanguages: readonly ApiLanguage[]; outOfDateLanguages: readonly TranslatedLanguage[] },
  language: TranslatedLanguage,
): TranslationStatus {
  if (state.missingLanguages.includes(language)) return 'missing';
  return state.outOfDateLanguages.includes(language) ? 'outOfDate' : 'upToDate';
}
