/** An article as `article/list` answers it (the first five fields are the established ones). */
export interface ArticleListItem {
  /** Id of this language's version of the article. */
  id: number;
  /** Id of the article itself, the same in both languages: `/caseDetails?id={articleId}`. */
  articleId: number;
  articleTitle: string;
  articleSummary: string;
  /** Root-relative URL of the thumbnail image. */
  articleThumbnail: string;
  classifyId: number;
  /** ISO 8601 date (YYYY-MM-DD). */
  publishTime: string;
  /** Root-relative URL of this language's attached file (a PDF report, a brochure), when it has one. */
  fileUrl: string | null;
  /** Id of this language's attached file, for `customersDownload/add`. */
  fileId: number | null;
  tagIds: number[];
}

/** `internal/articleExport`: a list page's articles with their HTML bodies, for the site's build. */
export interface ArticleExportItem extends ArticleListItem {
  /** Sanitised HTML written by editors. */
  articleContent: string;
  /** ISO 8601: the last change to this language's version (its text, the article, its tags): the sitemap's lastmod. */
  updateTime: string;
}

/** `internal/articleIndex`: an article's place in a list and when it last changed, without its body. */
export interface ArticleIndexEntry {
  articleId: number;
  classifyId: number;
  articleTitle: string;
  /** As {@link ArticleExportItem.updateTime}. */
  updateTime: string;
}

/** `articleDetails/{id}`: the list fields plus the HTML body and neighbours for paging. */
export interface ArticleDetails extends ArticleListItem {
  /** Sanitised HTML written by editors. */
  articleContent: string;
  classifyName: string;
  previous: ArticleNeighbour | null;
  next: ArticleNeighbour | null;
}

export interface ArticleNeighbour {
  articleId: number;
  articleTitle: string;
}
