// The texts of an item in each language, as documents carry them.
import * as v from 'valibot';
import type { Translated } from '../../contract/content/protocol';
import { API_LANGUAGES, type ApiLanguage } from '../../contract/language';
import type { BackOfficeMessageKey } from '../../contract/messages/cmsMessages';
import { CmsError } from '../http/cmsError';
import { withChineseText, type ChineseAndTranslations } from './jobs/jobWrites';

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

/** A language's entry written to an `_i18n` table: the languages with text only. */
export function presentTexts<Text>(texts: Translated<Text>): Partial<Record<ApiLanguage, Text>> {
  return Object.fromEntries(API_LANGUAGES.flatMap((language) => (texts[language] === null ? [] : [[language, texts[language]]])));
}

/** The item's name in each language, from its translated texts. */
export const titlesOf = <Text>(texts: Translated<Text>, name: (text: Text) => string): Record<ApiLanguage, string | null> =>
  Object.fromEntries(API_LANGUAGES.map((lang) => [lang, texts[lang] === null ? null : name(texts[lang])])) as Record<ApiLanguage, string | null>;

/** Texts whose Chinese one is required and the others optional (careers: the Chinese text is the item's own row). */
export function chineseRequired<Text>(text: v.GenericSchema<unknown, Text>) {
  return v.object({ zh: text, en: v.nullable(text) });
}

/** A document's texts as written when its Chinese one is required (its schema, chineseRequired, made sure). */
export function withChinese<Text>(texts: Translated<Text>): ChineseAndTranslations<Text> {
  const written = withChineseText(presentTexts(texts));
  if (written === undefined) throw new CmsError(400, 'contentTextRequired', { field: 'texts.zh' });
  return written;
}
