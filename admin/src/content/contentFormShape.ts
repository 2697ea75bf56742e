/**
 * How a kind's document holds its languages, which the generic content views need to know:
 * the key of its per-language part, what one language's part is in an empty form, and which
 * fields of it hold HTML.
 */
export interface ContentFormShape {
  /** The document's key whose value is `Translated<…>`: `texts` of an article, `names` of a category. */
  translated: string;
  /** One language's part as the form starts it where the document has none (null). */
  emptyLanguage: unknown;
  /** Names of the fields holding HTML, compared line by line rather than word by word. */
  htmlFields: readonly string[];
}
