import type { Translated } from '../protocol';

export interface ArticleText {
  title: string;
  summary: string;
  /** HTML, sanitised against the content allow-list on every write. */
  content: string;
  /** The attached file (a report, a brochure) in this language, when there is one: each language's title promises a document in that language. */
  fileId: number | null;
}

/** A case, news item, journal article, certificate, investor item or brochure. */
export interface ArticleDocument {
  categoryId: number;
  /** Root-relative URL of the thumbnail image (from the media library). */
  thumbnail: string;
  /** YYYY-MM-DD */
  publishTime: string;
  sort: number;
  tagIds: number[];
  texts: Translated<ArticleText>;
}
