import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_SITE_LANGUAGE, LANGUAGE_COOKIE, QUERY_ID_ROUTES, REDIRECTS, SITE_LANGUAGES, languageFromStored, localizedPath,
  splitLocalizedPath,
} from '../../contract/siteRoutes';
import { PREVIEW_PATH } from '../../contract/content/preview';
import { allowPageScripts } from './securityHeadersPlugin';
import { varyOnAcceptEncoding } from '../http/varyOnEncoding';
import { siteScriptHashes } from '../http/siteScriptHashes';
import { isFile, liveSite, locateFile, locatePage, prerenderedPage, releasePath, type Found, type LiveSite } from './builtPages';

/** Gatsby names bundles and files under /static/ by content hash: they never change. */
const IMMUTABLE = /^\/(static\/|[\w-]+-[0-9a-f]{16,}\.(js|css)$)/;

/**
 * Serves the built Gatsby site beside the API: the site's redirects as 301s, `?id=` pages from
 * their pre-rendered copies (so crawlers get the content) and as 404s when none was built, the
 * language's 404 page, and a
 * "being built" answer while `npm start` is still building it. `siteDir` may be a symbolic link
 * (the live release's pointer, cms/publishing/releases/siteReleases.ts): it is resolved once per request,
 * so a request reads every file, and the page's script hashes, from one release (and the quick
 * overlay served over it, cms/publishing/quick, which holds the pages edited since its build)
 * even when another goes live meanwhile.
 */
export default fp<{ siteDir: string }>(
  async (app, { siteDir }) => {
    // The build writes `.br` and `.gz` twins of its text files (compression/twins.ts). The
    // cache headers are this plugin's (IMMUTABLE): @fastify/static would replace them with its own.
    await app.register(fastifyStatic, { root: siteDir, serve: false, decorateReply: true, preCompressed: true, cacheControl: false });
    const scriptHashes = siteScriptHashes();

    for (const language of SITE_LANGUAGES) {
      for (const redirect of REDIRECTS) {
        const from = localizedPath(redirect.from, language);
        // The root answers by the visitor's stored language (below).
        if (from === '/') continue;
        const to = localizedPath(redirect.to, language);
        const answer = (request: FastifyRequest, reply: FastifyReply) =>
          reply.redirect(`${to}${searchOf(request.url)}`, 301);
        app.get(from, answer);
        if (!from.endsWith('/')) app.get(`${from}/`, answer);
      }
    }
    // The root names no language: it goes to the home page of the visitor's stored choice (its
    // cookie, site/src/state/language.ts), Chinese without one. The answer depends on the cookie,
    // so no cache may keep it for another visitor or past a change of choice.
    const root = REDIRECTS.find((redirect) => redirect.from === '/');
    if (root) {
      app.get('/', (request, reply) => {
        const language = languageFromStored(fastifyCookie.parse(request.headers.cookie ?? '')[LANGUAGE_COOKIE]);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .redirect(`${localizedPath(root.to, language ?? DEFAULT_SITE_LANGUAGE)}${searchOf(request.url)}`, 301);
      });
    }
    app.get('/en-US', (request, reply) => reply.redirect(`${localizedPath('/home', 'en-US')}${searchOf(request.url)}`, 301));

    // The CMS's own addresses are not pages: they answer the API's 404 (and its headers).
    app.get('/cms/*', (request, reply) => reply.callNotFound());

    app.get('/*', async (request, reply) => {
      const live = await liveSite(siteDir);
      if (!live) return sendBeingBuilt(reply);
      const site: BuiltSite = { ...live, scriptHashes };
      const url = new URL(request.url, 'http://site');
      const pathname = releasePath(url);
      if (pathname === null) return sendPage(reply, site, '/404', 404);

      const { language, path: neutralPath } = splitLocalizedPath(pathname.replace(/\/$/, '') || '/');
      if (QUERY_ID_ROUTES.includes(neutralPath)) {
        const prerendered = prerenderedPage(neutralPath, language, url.searchParams.get('id'));
        const found = prerendered && (await locateFile(site, prerendered));
        if (found) return sendHtml(reply, site, found, 200);
        // No page was built for this id (or none is named): the shell asks the CMS in the browser
        // and says the item is missing, but to a crawler the address is no page (its head says noindex).
        return sendPage(reply, site, pathname.replace(/\/$/, ''), 404, localizedPath('/404', language));
      }
      // The back office's preview of drafts: framed by the back office (the site's own
      // `frame-ancestors 'self'`), never indexed, whatever a crawler makes of its head.
      if (neutralPath === PREVIEW_PATH) reply.header('x-robots-tag', 'noindex');
      if (path.extname(pathname)) {
        const found = await locateFile(site, pathname);
        if (found) return sendAsset(reply, found);
        return sendPage(reply, site, localizedPath('/404', language), 404);
      }
      return sendPage(reply, site, pathname.replace(/\/$/, '') || '/', 200, localizedPath('/404', language));
    });
  },
  { name: 'site' },
);

function searchOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 ? '' : url.slice(index);
}

/** The live site a request reads, and the inline scripts each of its folders' builds allows its pages. */
interface BuiltSite extends LiveSite {
  scriptHashes: (root: string, pageFile: string) => Promise<readonly string[]>;
}

async function sendPage(reply: FastifyReply, site: BuiltSite, pagePath: string, status: number, fallback?: string) {
  const found = await locatePage(site, pagePath);
  if (found) return sendHtml(reply, site, found, status);
  if (fallback) return sendPage(reply, site, fallback, 404);
  if (await isFile(site.dir, '404.html')) return sendHtml(reply, site, { root: site.dir, file: '404.html' }, 404);
  return sendBeingBuilt(reply);
}

function sendBeingBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .type('text/html; charset=utf-8')
    .send('<!doctype html><meta charset="utf-8"><title>Building</title><p>网站正在生成，请稍候刷新。The site is being built: please reload in a moment.</p>');
}

async function sendHtml(reply: FastifyReply, site: BuiltSite, { root, file }: Found, status: number) {
  allowPageScripts(reply, await site.scriptHashes(root, file));
  varyOnAcceptEncoding(reply);
  return reply.code(status).header('cache-control', 'public, max-age=0, must-revalidate').sendFile(file, root);
}

function sendAsset(reply: FastifyReply, { root, file }: Found) {
  varyOnAcceptEncoding(reply);
  const cache = IMMUTABLE.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  return reply.header('cache-control', cache).sendFile(file, root);
}
