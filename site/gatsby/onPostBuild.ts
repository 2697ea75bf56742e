import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { PREVIEW_PATH } from '../../contract/content/preview';
import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import { englishCareersOn } from '../../contract/entities/site';
import {
  DEFAULT_SITE_LANGUAGE, QUERY_ID_ROUTES, REDIRECTS, SITE_LANGUAGES, hasContentIn, localizedPath, splitLocalizedPath, xDefaultLanguage,
  type SiteLanguage,
} from '../../contract/siteRoutes';
import { SHARE_CARD_DIR } from '../../contract/shareCard';
import { SITEMAP_FILE, SITEMAP_PART_PATTERN, sitemapFiles, type SitemapUrl } from './sitemap/sitemapFiles';
import { queryIdItem } from '../src/navigation/publicAddress';
import { finishBuiltPages } from './finishBuiltPages';
import { pageDating } from './sitemap/pageLastmod';
import { sourcedArticleDates } from './sitemap/sourcedArticleDates';

interface SitemapData {
  site: { siteMetadata: { siteUrl: string } };
  allSitePage: { nodes: Array<{ path: string }> };
  allCmsCategory: { nodes: Array<{ classifyId: number; parentId: number | null; outLink: string }> };
  allCmsContentChange: { nodes: Array<{ table: string; changedAt: string }> };
  cmsSettings: { englishCareers: string | null } | null;
}

/**
 * The public address of a built page: `?id=` pages are listed by their public URL, which the CMS
 * answers with the pre-rendered content; their shells, redirects, 404 pages and the back office's
 * preview page are not listed.
 */
function publicPath(neutralPath: string): string | null {
  if (neutralPath.startsWith('/404') || neutralPath === PREVIEW_PATH || REDIRECTS.some((redirect) => redirect.from === neutralPath)) return null;
  if (QUERY_ID_ROUTES.includes(neutralPath)) return null;
  const item = queryIdItem(neutralPath);
  return item ? `${item.route}?id=${item.id}` : neutralPath;
}

/**
 * The sitemap (both languages, their alternates, each address dated by its content: see
 * sitemap/pageLastmod.ts), split under an index past the protocol's limits, `robots.txt`
 * pointing at it, and the share cards the pages name (shareCards/). Numbered sitemaps of an earlier build are removed first: Gatsby keeps `public/`.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }) => {
  const started = performance.now();
  const result = await graphql<SitemapData>(`
    {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path } }
      allCmsCategory(filter: { classifyType: { eq: ${CLASSIFY_TYPES.cases} }, language: { eq: "${DEFAULT_SITE_LANGUAGE}" } }) {
        nodes { classifyId parentId outLink }
      }
      allCmsContentChange { nodes { table changedAt } }
      cmsSettings(language: { eq: "${DEFAULT_SITE_LANGUAGE}" }) { englishCareers }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the pages for the sitemap', result.errors);
    return;
  }
  const { site, allSitePage, allCmsCategory, allCmsContentChange, cmsSettings } = result.data;
  const englishCareers = englishCareersOn(cmsSettings);
  const siteUrl = site.siteMetadata.siteUrl;
  const lastmodOf = pageDating({
    articles: await sourcedArticleDates(cache),
    caseCategories: allCmsCategory.nodes,
    changes: Object.fromEntries(allCmsContentChange.nodes.map((node) => [node.table, node.changedAt])),
  });
  // Each public address with its built page and the languages it was built in (an item's page
  // exists only in the languages the item is written in): only those are listed and alternates.
  // A page saying its section is Chinese only (investor relations, careers unless English careers
  // are on) is built, not listed: the section is hidden in that language.
  const pages = new Map<string, { neutral: string; languages: SiteLanguage[] }>();
  for (const { path: pagePath } of allSitePage.nodes) {
    const { language, path: neutral } = splitLocalizedPath(pagePath.replace(/\/$/, '') || '/');
    const publicNeutral = publicPath(neutral);
    if (!publicNeutral || !hasContentIn(neutral, language, englishCareers)) continue;
    const page = pages.get(publicNeutral) ?? { neutral, languages: [] };
    page.languages.push(language);
    pages.set(publicNeutral, page);
  }

  const urls: SitemapUrl[] = [...pages.keys()].sort().flatMap((publicNeutral) => {
    const { neutral, languages } = pages.get(publicNeutral)!;
    const built = SITE_LANGUAGES.filter((language) => languages.includes(language));
    const alternates = [
      ...built.map((alternate) => ({ hreflang: alternate, href: siteUrl + localizedPath(publicNeutral, alternate) })),
      { hreflang: 'x-default', href: siteUrl + localizedPath(publicNeutral, xDefaultLanguage(built)) },
    ];
    return built.map((language) => {
      const lastmod = lastmodOf(neutral, language);
      if (!lastmod) throw new Error(`No content time dates ${neutral} in ${language}`);
      return { loc: siteUrl + localizedPath(publicNeutral, language), lastmod, alternates };
    });
  });
  const dated = performance.now();
  const publicDir = path.resolve('public');
  // Builds drew the share cards into the site before the CMS drew them when asked for
  // (cms/shareCards): a working copy kept from then would carry them into every release.
  await fs.rm(path.join(publicDir, SHARE_CARD_DIR), { recursive: true, force: true });
  reporter.info(`inline script hashes listed for ${await finishBuiltPages(publicDir)} pages in ${Math.round(performance.now() - dated)} ms`);
  for (const entry of await fs.readdir(publicDir)) {
    if (SITEMAP_PART_PATTERN.test(entry)) await fs.rm(path.join(publicDir, entry));
  }
  const files = sitemapFiles(urls, siteUrl);
  for (const file of files) await fs.writeFile(path.join(publicDir, file.name), file.content);
  await fs.writeFile(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /cms/open/api/\n\nSitemap: ${siteUrl}/${SITEMAP_FILE}\n`);
  reporter.info(`${SITEMAP_FILE} lists ${urls.length} addresses${files.length > 1 ? ` in ${files.length - 1} sitemaps` : ''}, dated in ${Math.round(dated - started)} ms`);
};
