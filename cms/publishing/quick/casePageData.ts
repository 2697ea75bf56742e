import { isDeepStrictEqual } from 'node:util';
import type { ArticleDetails } from '../../../contract/entities/article';

/** A case page's data file as Gatsby writes it (`page-data/<path>/page-data.json`): what is read and replaced of it. */
export interface CasePageData {
  componentChunkName: string;
  path: string;
  result: { data: { article?: Record<string, unknown> | null } & Record<string, unknown>; pageContext: Record<string, unknown> };
  [field: string]: unknown;
}

/** A case as the CMS has it now in one language, with its text's time (the node's `updateTime`). */
export type CaseNow = ArticleDetails & { updateTime: string };

/** What a text edit changes on a case's page: its own text and time, and its neighbours' titles. */
const TEXT_FIELDS = new Set(['articleTitle', 'articleSummary', 'articleContent', 'updateTime']);
const NEIGHBOURS = new Set(['previous', 'next']);
/**
 * Read by the page, not answered by the case's details: the category's link, and the picture's
 * sizes, which follow `articleThumbnail` (compared).
 */
const NOT_IN_DETAILS = new Set(['categoryOutLink', 'thumbnailPicture']);

/**
 * The data of a case's page (`built`, from a release) as the next build would query it, when the
 * case changed since only in text: its title, summary, body and time, or a neighbour's title. Null
 * when anything else the page shows differs (a category, the date, the picture, a neighbour
 * itself): that page waits for the full build. Fields keep the order the query gave them, so the
 * file is what Gatsby would write, byte for byte.
 */
export function casePageDataNow(built: CasePageData, now: CaseNow): CasePageData | null {
  const article = built.result.data.article;
  if (!article) return null;
  const current = now as unknown as Record<string, unknown>;
  const next: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(article)) {
    if (TEXT_FIELDS.has(field)) next[field] = current[field];
    else if (NEIGHBOURS.has(field)) {
      const neighbour = neighbourNow(value as Neighbour | null, current[field] as Neighbour | null);
      if (neighbour === undefined) return null;
      next[field] = neighbour;
    } else if (NOT_IN_DETAILS.has(field) || isDeepStrictEqual(value, current[field])) next[field] = value;
    else return null;
  }
  return { ...built, result: { ...built.result, data: { ...built.result.data, article: next } } };
}

type Neighbour = { articleId: number; articleTitle: string };

/** The neighbour with its title now, in the built field order; undefined when it is another article (or none). */
function neighbourNow(built: Neighbour | null, now: Neighbour | null): Neighbour | null | undefined {
  if (built === null || now === null) return built === now ? null : undefined;
  if (built.articleId !== now.articleId) return undefined;
  return Object.fromEntries(Object.keys(built).map((key) => [key, now[key as keyof Neighbour]])) as Neighbour;
}
