import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { announcedRead } from '../platform/announcedRead';
import { readAllRedirects } from './redirects';
import { redirectTable } from './redirectRules';

declare module 'fastify' {
  interface FastifyInstance {
    redirects: Redirects;
  }
}

export interface Redirects {
  /** The live release the redirects' targets are checked against; undefined on an instance that serves no site. */
  siteDir: string | undefined;
  /** After a write, or when a release went live: every instance reads them again (cms/platform/announcedRead.ts). */
  announceChange(): Promise<void>;
}

/** What the CMS answers itself, never redirected (contract/redirects.ts refuses them as sources too). */
const NOT_SITE = /^\/(cms|admin|widgets)(\/|$)/;

/**
 * A browser keeps a 301 with no caching header for good; five minutes lets an editor's change
 * (or removal) reach visitors who followed the old one.
 */
const REDIRECT_CACHE = 'public, max-age=300';

/**
 * The redirects editors keep and publishing adds, held in memory like the partner origins (read
 * at start and on each announced change, on every instance) and answered before the site's own
 * routes, so a redirect takes a page's address even while the page is still built.
 */
export default fp<{ databaseUrl: string | undefined; siteDir: string | undefined }>(
  async (app, { databaseUrl, siteDir }) => {
    const held = await announcedRead(app, {
      databaseUrl,
      channel: 'redirects_changed',
      what: 'redirects',
      read: async () => redirectTable(await readAllRedirects(app.db)),
    });
    app.decorate('redirects', { siteDir, announceChange: held.announceChange });
    if (!siteDir) return;

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const table = held.current();
      if ((request.method !== 'GET' && request.method !== 'HEAD') || table.size === 0) return;
      const queryAt = request.url.indexOf('?');
      const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      if (NOT_SITE.test(pathname)) return;
      // Sources hold no character that needs escaping, so the path is matched as sent: what a
      // prefix keeps of it stays escaped as the visitor's browser escaped it.
      const answer = table.resolve(pathname.replace(/(.)\/$/, '$1'));
      if (!answer) return;
      // The visitor's query goes along (campaign tags), unless the target names its own.
      const location = queryAt < 0 || answer.location.includes('?') ? answer.location : `${answer.location}${request.url.slice(queryAt)}`;
      return reply.header('cache-control', REDIRECT_CACHE).redirect(location, answer.status);
    });
  },
  { name: 'redirects', dependencies: ['database'] },
);
