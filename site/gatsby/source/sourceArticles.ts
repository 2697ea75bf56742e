import { isDeepStrictEqual } from 'node:util';
import type { Node } from 'gatsby';
import { API_PATHS, INTERNAL_API_PATHS, MAX_PAGE_SIZE } from '../../../contract/api';
import type { ArticleDetails, ArticleExportItem, ArticleIndexEntry } from '../../../contract/entities/article';
import type { ClassifyType } from '../../../contract/entities/classify';
import type { DataEnvelope } from '../../../contract/envelope';
import { toApiLanguage } from '../../../contract/language';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import type { DatedArticle } from '../sitemap/pageLastmod';
import { cmsFetch } from './cmsFetch';
import { allPages, inBatches } from './cmsLists';
import { type Create, type NodeFields } from './nodeCreator';
import { NODE_TYPES } from './nodeTypes';
import { withNeighbours } from './withNeighbours';

type ArticleFields = NodeFields<typeof NODE_TYPES.article>;

/**
 * An article's own content, as the export answers it: what the node keeps between builds, so a
 * kept node stands for its article's export row.
 */
type ArticleContent = Pick<ArticleFields, keyof Omit<ArticleExportItem, 'id'>>;

/** One root category's list in one language: the articles one export or one index call answers. */
export interface ArticleList {
  cmsUrl: string;
  language: SiteLanguage;
  classifyType: ClassifyType;
  rootId: number;
  categoryById: ReadonlyMap<number, { outLink: string; classifyName: string }>;
}

/** The article nodes the last build left in Gatsby's cache, by language and article id. */
export class KeptArticles {
  private readonly byKey = new Map<string, ArticleFields & Node>();
  private readonly lists = new Set<string>();

  constructor(nodes: ReadonlyArray<Node>) {
    for (const node of nodes as ReadonlyArray<ArticleFields & Node>) {
      this.byKey.set(`${node.language}-${node.articleId}`, node);
      this.lists.add(`${node.language}-${node.classifyType}`);
    }
  }

  get(language: SiteLanguage, articleId: number) {
    return this.byKey.get(`${language}-${articleId}`);
  }

  /** Whether the last build sourced any article of this kind in this language. */
  hasList(language: SiteLanguage, classifyType: ClassifyType) {
    return this.lists.has(`${language}-${classifyType}`);
  }
}

export interface SourcedArticles {
  /** Articles whose content was read from the CMS. */
  fetched: number;
  /** Articles whose content was taken from the last build's node. */
  kept: number;
  /** Time taken, calls and nodes. */
  ms: number;
}

/** One list's articles sourced: how, and each article's dates for the sitemap. */
export interface SourcedList extends SourcedArticles {
  dates: DatedArticle[];
}

/**
 * Past this many changed articles in a list, the list's export (a hundred articles with their
 * bodies a call) costs fewer calls than one `articleDetails` call per changed article.
 */
const FETCH_ONE_BY_ONE_UP_TO = MAX_PAGE_SIZE;

/**
 * Creates the article nodes of one list. With the last build's nodes at hand, the list's index
 * (order, titles and update times, no bodies) tells which articles changed since: only those are
 * read again, the others keep their node's content; an article the index no longer holds is
 * neither created nor touched, so Gatsby deletes its node. Without them (a cold cache), or with
 * more changes than one call each is worth, the whole list is exported. Either way each node gets
 * its place in the list and its neighbours from the list as it is now: an edited title changes
 * its neighbours' nodes too.
 */
export async function sourceArticleList(
  list: ArticleList,
  kept: KeptArticles,
  create: Create,
  touch: (node: Node) => void,
): Promise<SourcedList> {
  const started = performance.now();
  const listQuery = `classifyId=${list.rootId}&language=${toApiLanguage(list.language)}`;
  const exportAll = async () => ({ rows: await allPages<ArticleExportItem>(list.cmsUrl, `${INTERNAL_API_PATHS.articleExport}?${listQuery}`), keptCount: 0 });

  const { rows, keptCount } = kept.hasList(list.language, list.classifyType)
    ? await changedSince(list, kept, listQuery) ?? await exportAll()
    : await exportAll();

  const dates: DatedArticle[] = [];
  withNeighbours(rows).forEach((row, listIndex) => {
    const category = list.categoryById.get(row.classifyId);
    const fields: ArticleFields = {
      language: list.language, classifyType: list.classifyType, listIndex,
      categoryOutLink: category?.outLink ?? '', classifyName: category?.classifyName ?? '',
      articleId: row.articleId, classifyId: row.classifyId,
      articleTitle: row.articleTitle, articleSummary: row.articleSummary, articleContent: row.articleContent,
      articleThumbnail: row.articleThumbnail, publishTime: row.publishTime,
      fileUrl: row.fileUrl, fileId: row.fileId, tagIds: row.tagIds,
      previous: row.previous, next: row.next, updateTime: row.updateTime,
    };
    const earlier = kept.get(list.language, row.articleId);
    if (earlier && sameFields(fields, earlier)) touch(earlier);
    else create(NODE_TYPES.article, `${list.language}-${row.articleId}`, fields);
    dates.push({ language: list.language, articleId: row.articleId, classifyId: row.classifyId, classifyType: list.classifyType, updateTime: row.updateTime });
  });
  return { fetched: rows.length - keptCount, kept: keptCount, ms: performance.now() - started, dates };
}

/** The list with the kept articles' content and the changed ones' read again; null past the one-by-one limit. */
async function changedSince(list: ArticleList, kept: KeptArticles, query: string): Promise<{ rows: ArticleContent[]; keptCount: number } | null> {
  const index = await cmsFetch<DataEnvelope<ArticleIndexEntry[]>>(list.cmsUrl, `${INTERNAL_API_PATHS.articleIndex}?${query}`);
  const keptContent = (entry: ArticleIndexEntry) => {
    const node = kept.get(list.language, entry.articleId);
    return node?.updateTime === entry.updateTime ? node : undefined;
  };
  const changed = index.data.filter((entry) => !keptContent(entry));
  if (changed.length > FETCH_ONE_BY_ONE_UP_TO) return null;
  const language = `language=${toApiLanguage(list.language)}`;
  const details = await inBatches(changed, async (entry) => {
    const { data } = await cmsFetch<DataEnvelope<ArticleDetails>>(list.cmsUrl, `${API_PATHS.articleDetails(entry.articleId)}?${language}`);
    return [entry.articleId, { ...data, updateTime: entry.updateTime }] as const;
  });
  const read = new Map<number, ArticleContent>(details);
  const rows = index.data.map((entry): ArticleContent => keptContent(entry) ?? read.get(entry.articleId)!);
  return { rows, keptCount: index.data.length - changed.length };
}

const sameFields = (fields: ArticleFields, node: ArticleFields) =>
  (Object.keys(fields) as Array<keyof ArticleFields>).every((key) => isDeepStrictEqual(fields[key], node[key]));
