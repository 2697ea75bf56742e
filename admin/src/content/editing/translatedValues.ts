import { API_LANGUAGES, type ApiLanguage } from '../../../../contract/language';
import type { ContentFormShape } from '../contentFormShape';

type DocumentValues = Record<string, unknown>;

/** Whether a language's part holds no text: nothing, blank strings, or only such values. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** The languages a per-language part has no text in: the missing-translation marks. */
export function missingLanguages(translated: unknown): ApiLanguage[] {
  const parts = (translated ?? {}) as Partial<Record<ApiLanguage, unknown>>;
  return API_LANGUAGES.filter((language) => isBlank(parts[language]));
}

/** A document as the form edits it: a language the item is not written in is an empty part to type into. */
export function toFormDocument(document: DocumentValues, shape: ContentFormShape): DocumentValues {
  if (shape.translated === null) return document;
  const parts = (document[shape.translated] ?? {}) as Partial<Record<ApiLanguage, unknown>>;
  const filled = Object.fromEntries(API_LANGUAGES.map((language) => [language, parts[language] ?? structuredClone(shape.emptyLanguage)]));
  return { ...document, [shape.translated]: filled };
}

/**
 * A document as it is saved: a language left wholly blank is not written (null), which hides the
 * item on that language's site; a required one is sent as typed, for the server to name what is missing.
 */
export function toSavedDocument(document: DocumentValues, shape: ContentFormShape): DocumentValues {
  if (shape.translated === null) return document;
  const parts = (document[shape.translated] ?? {}) as Partial<Record<ApiLanguage, unknown>>;
  const blankAsMissing = (language: ApiLanguage) => isBlank(parts[language]) && !shape.requiredLanguages?.includes(language);
  const saved = Object.fromEntries(API_LANGUAGES.map((language) => [language, blankAsMissing(language) ? null : parts[language]]));
  return { ...document, [shape.translated]: saved };
}
