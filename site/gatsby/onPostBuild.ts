import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  QUERY_ID_ROUTES, REDIRECTS, SITE_LANGUAGES, localizedPath, splitLocalizedPath,
} from '../../contract/siteRoutes';
import { finishBuiltPages } from './finishBuiltPages';

interface SitemapData {
  site: { siteMetadata: { siteUrl: string } };
  allSitePage: { nodes: Array<{ path: string }> };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The public address of a built page: `?id=` pages are listed by their public URL, which the CMS
 * answers with the pre-rendered content; their shells, redirects and 404 pages are not listed.
 */
function publicPath(neutralPath: string): string | null {
  if (neutralPath.startsWith('/404') || REDIRECTS.some((redirect) => redirect.from === neutralPath)) return null;
  if (QUERY_ID_ROUTES.includes(neutralPath)) return null;
  for (const route of QUERY_ID_ROUTES) {
    const match = new RegExp(`^${route}/(\\d+)$`).exec(neutralPath);
    if (match) return `${route}?id=${match[1]}`;
  }
  return neutralPath;
}

/** `sitemap.xml` with both languages and their alternates, and `robots.txt` pointing at it. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<SitemapData>(`
    {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the pages for the sitemap', result.errors);
    return;
  }
  const siteUrl = result.data.site.siteMetadata.siteUrl;
  const neutralPaths = new Set<string>();
  for (const { path: pagePath } of result.data.allSitePage.nodes) {
    const neutral = publicPath(splitLocalizedPath(pagePath.replace(/\/$/, '') || '/').path);
    if (neutral) neutralPaths.add(neutral);
  }

  const urls = [...neutralPaths].sort().flatMap((neutral) =>
    SITE_LANGUAGES.map((language) => {
      const alternates = SITE_LANGUAGES.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(siteUrl + localizedPath(neutral, alternate))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(siteUrl + localizedPath(neutral, language))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + neutral)}"/>\n  </url>`;
    }),
  );
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  const publicDir = path.resolve('public');
  reporter.info(`inline script hashes listed for ${await finishBuiltPages(publicDir)} pages`);
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemap);
  await fs.writeFile(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /cms/open/api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  reporter.info(`sitemap.xml lists ${urls.length} addresses`);
};
