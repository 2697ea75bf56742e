import type { ApiLanguage } from '../../../contract/language';

/**
 * How a kind's document holds its languages, which the generic content views need to know:
 * the key of its per-language part, what one language's part is in an empty form, and which
 * fields of it hold HTML.
 */
export interface ContentFormShape {
  /**
   * The document's key whose value is `Translated<…>`: `texts` of an article, `names` of a
   * category; null for a kind written in one language only (a friendly link).
   */
  translated: string | null;
  /** One language's part as the form starts it where the document has none (null); unused without `translated`. */
  emptyLanguage: unknown;
  /**
   * The languages that must be written (every one for the settings: the site has no page without
   * them; Chinese for careers, whose items all have their Chinese text): a blank one is marked as
   * required and sent field by field, for the server to name what is missing, instead of being
   * saved as null (which hides an item on that language's site). None when not given.
   */
  requiredLanguages?: readonly ApiLanguage[];
  /** Names of the fields holding HTML, compared line by line rather than word by word. */
  htmlFields: readonly string[];
}
