// The fields the documents of every kind share: texts in each language, positions, references.
import * as v from 'valibot';
import type { BackOfficeMessageKey } from '../../contract/messages/cmsMessages';
import { API_LANGUAGES, type ApiLanguage } from '../../contract/language';
import type { Translated } from '../../contract/content/protocol';

/** A line of text (a name, a title): trimmed, not empty, at most `max` characters. */
export const textLine = (max: number) =>
  v.pipe(
    v.string('contentTextRequired' satisfies BackOfficeMessageKey),
    v.trim(),
    v.minLength(1, 'contentTextRequired' satisfies BackOfficeMessageKey),
    v.maxLength(max, 'contentTextTooLong' satisfies BackOfficeMessageKey),
  );

/**
 * A text in each language, null where the item is not written in it; at least one language has
 * one, since an item in no language is on no site.
 */
export function translated<Text>(text: v.GenericSchema<unknown, Text>) {
  return v.pipe(
    v.object({ zh: v.nullable(text), en: v.nullable(text) }),
    v.check(
      (texts: Translated<Text>) => API_LANGUAGES.some((language) => texts[language] !== null),
      'contentLanguageRequired' satisfies BackOfficeMessageKey,
    ),
  );
}

/** The languages `texts` has nothing in. */
export const missingIn = (texts: Translated<unknown>): ApiLanguage[] => API_LANGUAGES.filter((language) => texts[language] === null);

/** A whole number of the order among siblings. */
export const sortField = v.pipe(v.number('contentFieldInvalid' satisfies BackOfficeMessageKey), v.integer('contentFieldInvalid' satisfies BackOfficeMessageKey), v.minValue(-1_000_000), v.maxValue(1_000_000));

/** An id another item of content is referred to by. */
export const referenceId = v.pipe(v.number('contentFieldInvalid' satisfies BackOfficeMessageKey), v.integer('contentFieldInvalid' satisfies BackOfficeMessageKey), v.minValue(1, 'contentFieldInvalid' satisfies BackOfficeMessageKey));

/** A language's entry written to an `_i18n` table: the languages with text only. */
export function presentTexts<Text>(texts: Translated<Text>): Partial<Record<ApiLanguage, Text>> {
  return Object.fromEntries(API_LANGUAGES.flatMap((language) => (texts[language] === null ? [] : [[language, texts[language]]])));
}
