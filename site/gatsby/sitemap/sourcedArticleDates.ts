import type { GatsbyCache } from 'gatsby';
import type { DatedArticle } from './pageLastmod';

/*
 * The articles a build sourced, as the sitemap dates pages by them (pageLastmod.ts): sourcing
 * keeps each article's few dating fields in the site's Gatsby cache, and `onPostBuild` reads them
 * there rather than querying every article node, which reads each node in full, text and all (at
 * 100,000 cases, 200,000 nodes to keep five fields of each).
 */

/** Where sourcing keeps the articles' dating fields for `onPostBuild`. */
const CACHE_KEY = 'sitemap-article-dates';

/** Keeps every article this build sourced, created or kept from the last build, with its dates. */
export async function keepArticleDates(cache: GatsbyCache, articles: readonly DatedArticle[]): Promise<void> {
  await cache.set(CACHE_KEY, articles);
}

/** The articles this build's sourcing kept; every build sources before `onPostBuild`. */
export async function sourcedArticleDates(cache: GatsbyCache): Promise<DatedArticle[]> {
  const articles = (await cache.get(CACHE_KEY)) as DatedArticle[] | undefined;
  if (!articles) throw new Error('No article dates in the site\'s Gatsby cache: sourcing keeps them for the sitemap, and it did not run in this build');
  return articles;
}
