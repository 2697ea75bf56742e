/**
 * `GET stored-files/<id>`: a file an article's version attaches (a report, a brochure), as a
 * form names it and a preview links it; the library's upload, the seed and the import store them.
 */
export interface StoredFileSummary {
  id: number;
  /** The name it downloads as. */
  fileName: string;
  /** Root-relative address the site links. */
  url: string;
}
