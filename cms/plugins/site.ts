import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  QUERY_ID_ROUTES, REDIRECTS, SITE_LANGUAGES, localizedPath, splitLocalizedPath,
} from '../../contract/siteRoutes';
import { varyOnAcceptEncoding } from './varyOnEncoding';

/** Gatsby names bundles and files under /static/ by content hash: they never change. */
const IMMUTABLE = /^\/(static\/|[\w-]+-[0-9a-f]{16,}\.(js|css)$)/;

/**
 * Serves the built Gatsby site beside the API: the site's redirects as 301s, `?id=` pages from
 * their pre-rendered copies (so crawlers get the content), the language's 404 page, and a
 * "being built" answer while `npm start` is still building it.
 */
export default fp<{ siteDir: string }>(
  async (app, { siteDir }) => {
    // The build writes `.br` and `.gz` twins of its text files (build/compress.ts).
    await app.register(fastifyStatic, { root: siteDir, serve: false, decorateReply: true, preCompressed: true });

    for (const language of SITE_LANGUAGES) {
      for (const redirect of REDIRECTS) {
        const from = localizedPath(redirect.from, language);
        const to = localizedPath(redirect.to, language);
        const answer = (request: FastifyRequest, reply: FastifyReply) =>
          reply.redirect(`${to}${searchOf(request.url)}`, 301);
        app.get(from, answer);
        if (from !== '/' && !from.endsWith('/')) app.get(`${from}/`, answer);
      }
    }
    app.get('/en-US', (request, reply) => reply.redirect(`${localizedPath('/home', 'en-US')}${searchOf(request.url)}`, 301));

    app.get('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://site');
      if (url.pathname.startsWith('/cms/')) return reply.callNotFound();
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return sendPage(reply, siteDir, '/404', 404);
      }
      if (pathname.split('/').includes('..')) return sendPage(reply, siteDir, '/404', 404);

      const { language, path: neutralPath } = splitLocalizedPath(pathname.replace(/\/$/, '') || '/');
      const id = url.searchParams.get('id');
      if (id && /^\d{1,12}$/.test(id) && QUERY_ID_ROUTES.includes(neutralPath)) {
        const prerendered = localizedPath(`${neutralPath}/${id}`, language);
        if (await isFile(siteDir, `${prerendered}/index.html`)) return sendHtml(reply, `${prerendered}/index.html`, 200);
      }
      if (path.extname(pathname)) {
        if (await isFile(siteDir, pathname)) return sendAsset(reply, pathname);
        return sendPage(reply, siteDir, localizedPath('/404', language), 404);
      }
      return sendPage(reply, siteDir, pathname.replace(/\/$/, '') || '/', 200, localizedPath('/404', language));
    });
  },
  { name: 'site' },
);

function searchOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 ? '' : url.slice(index);
}

async function isFile(root: string, relative: string): Promise<boolean> {
  const stat = await fs.stat(path.join(root, relative)).catch(() => null);
  return stat?.isFile() ?? false;
}

async function sendPage(reply: FastifyReply, siteDir: string, pagePath: string, status: number, fallback?: string) {
  for (const candidate of [`${pagePath}/index.html`, `${pagePath}.html`]) {
    if (await isFile(siteDir, candidate)) return sendHtml(reply, candidate, status);
  }
  if (fallback) return sendPage(reply, siteDir, fallback, 404);
  if (await isFile(siteDir, '404.html')) return sendHtml(reply, '404.html', 404);
  return reply
    .code(503)
    .header('retry-after', '30')
    .type('text/html; charset=utf-8')
    .send('<!doctype html><meta charset="utf-8"><title>Building</title><p>网站正在生成，请稍候刷新。The site is being built: please reload in a moment.</p>');
}

function sendHtml(reply: FastifyReply, file: string, status: number) {
  varyOnAcceptEncoding(reply);
  return reply.code(status).header('cache-control', 'public, max-age=0, must-revalidate').sendFile(file);
}

function sendAsset(reply: FastifyReply, file: string) {
  varyOnAcceptEncoding(reply);
  const cache = IMMUTABLE.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  return reply.header('cache-control', cache).sendFile(file);
}
