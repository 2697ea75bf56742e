import { CLASSIFY_TYPES, type ClassifyType } from '../../../contract/entities/classify';
import type { ContentChanges } from '../../../contract/entities/contentChanges';
import { ROUTES, type SiteLanguage } from '../../../contract/siteRoutes';
import { laterLastmod } from './sitemapFiles';
import { withDescendants } from '../../src/components/cases/categoryTree';
import { SOLUTIONS, SOLUTION_KEYS } from '../../src/components/content/solutions/solutions';

/** What the sitemap needs of each article: where it is listed and when it last changed. */
export interface DatedArticle {
  language: string;
  articleId: number;
  classifyId: number;
  classifyType: number;
  updateTime: string;
}

export interface DatingContent {
  articles: readonly DatedArticle[];
  /** The case categories (one language's tree: both have the same ids and links). */
  caseCategories: ReadonlyArray<{ classifyId: number; parentId: number | null; outLink: string }>;
  changes: ContentChanges;
}

/** Careers pages show the jobs and their categories and places, in Chinese or translated. */
const JOB_TABLES = ['job', 'job_category', 'work_place', 'job_i18n', 'job_category_i18n', 'work_place_i18n'];
/** Case lists show the categories' names besides their articles. */
const CATEGORY_TABLES = ['classify', 'classify_i18n'];
/** Tables read through the articles' own times rather than as a whole. */
const ARTICLE_TABLES = ['article', 'article_i18n', 'article_tag'];

/**
 * The pages of fixed address that list articles, and the kinds they list (the templates' page
 * queries): their lastmod is also the newest of those articles'. The other fixed pages show the
 * settings, products, places, links, media and tags alone.
 */
const STATIC_PAGE_ARTICLES: Record<string, readonly ClassifyType[]> = {
  [ROUTES.home]: [CLASSIFY_TYPES.cases, CLASSIFY_TYPES.journalism],
  ...Object.fromEntries(SOLUTION_KEYS.map((key) => [SOLUTIONS[key].path, [CLASSIFY_TYPES.cases]])),
  [ROUTES.stockmarket]: [CLASSIFY_TYPES.investor],
  [ROUTES.investorNews]: [CLASSIFY_TYPES.investor],
  [`${ROUTES.aboutUs}/journalism`]: [CLASSIFY_TYPES.journalism],
  [`${ROUTES.aboutUs}/certification`]: [CLASSIFY_TYPES.certification],
  [`${ROUTES.aboutUs}/downloadCenter`]: [CLASSIFY_TYPES.downloads],
};

const newest = (times: Iterable<string>): string | null => {
  let latest: string | null = null;
  for (const time of times) latest = latest === null ? time : laterLastmod(latest, time);
  return latest;
};

/**
 * Dates each page by the content it shows, never by the build: a case by its article's update
 * time in the page's language, a case list by its newest member (or its categories' last
 * change), careers by the jobs' tables, the other pages by the last change to the tables they
 * read (and the newest article of the kinds they list). `neutralPath` is the page's path without
 * its language prefix, `/caseDetails/12` for a case.
 */
export function pageDating({ articles, caseCategories, changes }: DatingContent) {
  const tablesTime = (tables: Iterable<string>) => newest([...tables].flatMap((table) => (changes[table] ? [changes[table]] : [])));
  const staticTables = Object.keys(changes).filter((table) => !ARTICLE_TABLES.includes(table) && !JOB_TABLES.includes(table));
  const staticTime = tablesTime(staticTables);

  const byId = new Map<string, DatedArticle>();
  // A case written in one language only has its page in both: the other one shows that version.
  const anyLanguage = new Map<number, DatedArticle>();
  for (const article of articles) {
    byId.set(`${article.language}:${article.articleId}`, article);
    anyLanguage.set(article.articleId, article);
  }
  const newestOf = (language: string, belongs: (article: DatedArticle) => boolean) =>
    newest(articles.filter((article) => article.language === language && belongs(article)).map((article) => article.updateTime));

  const caseListPath = new RegExp(`^${ROUTES.succeedCase}/([^/]+)$`);
  const caseDetailsPath = new RegExp(`^${ROUTES.caseDetails}/(\\d+)$`);
  const categoryByOutLink = new Map(caseCategories.map((category) => [category.outLink, category]));

  return (neutralPath: string, language: SiteLanguage): string | null => {
    const details = caseDetailsPath.exec(neutralPath);
    if (details) {
      const article = byId.get(`${language}:${details[1]}`) ?? anyLanguage.get(Number(details[1]));
      return article?.updateTime ?? staticTime;
    }
    const list = caseListPath.exec(neutralPath);
    const category = list && categoryByOutLink.get(list[1]!);
    if (category) {
      const members = withDescendants(caseCategories, category.classifyId);
      return newest([tablesTime(CATEGORY_TABLES), newestOf(language, (article) => members.has(article.classifyId))].filter((time) => time !== null));
    }
    if (neutralPath === ROUTES.joinUs || neutralPath.startsWith(`${ROUTES.joinUsDetails}`)) return tablesTime(JOB_TABLES) ?? staticTime;
    const kinds = STATIC_PAGE_ARTICLES[neutralPath] ?? [];
    const listed = kinds.length > 0 ? newestOf(language, (article) => kinds.includes(article.classifyType as ClassifyType)) : null;
    return newest([staticTime, listed].filter((time) => time !== null));
  };
}
