import type { Translated } from '../protocol';

export interface ArticleText {
  title: string;
  summary: string;
  /** HTML, sanitised against the content allow-list on every write. */
  content: string;
}

/** A case, news item, journal article, certificate, investor item or brochure. */
export interface ArticleDocument {
  categoryId: number;
  /** Root-relative URL of the thumbnail image (from the media library). */
  thumbnail: string;
  /** The attached file (a report, a brochure), when there is one. */
  fileId: number | null;
  /** YYYY-MM-DD */
  publishTime: string;
  sort: number;
  tagIds: number[];
  texts: Translated<ArticleText>;
}
