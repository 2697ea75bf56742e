import type { GatsbyCache } from 'gatsby';
import type { DatedArticle } from './pageLastmod';

/** The entry of the site's Gatsby cache that holds them. */
const CACHE_KEY = 'sitemap-article-dates';

/**
 * The articles the build sourced, as the sitemap dates pages by them (pageLastmod.ts): sourcing
 * keeps each article's few dating fields in Gatsby's cache, so `onPostBuild` reads these rather
 * than every article node in full (at 100,000 cases, 200,000 nodes of text a query materialized
 * to keep five fields of each).
 */
export async function keepArticleDates(cache: GatsbyCache, articles: readonly DatedArticle[]): Promise<void> {
  await cache.set(CACHE_KEY, articles);
}

export async function sourcedArticleDates(cache: GatsbyCache): Promise<DatedArticle[]> {
  const articles = (await cache.get(CACHE_KEY)) as DatedArticle[] | undefined;
  if (!articles) throw new Error('The build kept no article dates: the sitemap is written after sourcing, in the same build');
  return articles;
}
