import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { ADMIN_APP_PATH, ADMIN_STYLE_NONCE_PLACEHOLDER, ADMIN_TIME_ZONE_PLACEHOLDER } from '../../contract/adminApi';
import { serveFilesUnder } from '../http/precompressedFiles';
import { allowAdminStyles } from './securityHeadersPlugin';

/** The build (builders/adminBuild.ts) puts every script in here, named by its content's hash. */
const ASSETS_PREFIX = `${ADMIN_APP_PATH}/assets/`;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>后台尚未构建 / Back office not built</title></head>
<body><h1>后台尚未构建 / The back office is not built</h1>
<p>请在服务器上运行 <code>npm run build:admin</code>，然后刷新本页。</p>
<p>Run <code>npm run build:admin</code> on the server, then reload this page.</p></body></html>
`;

/**
 * The back office's single-page app (react-admin), built by `npm run build:admin` into the folder
 * given, at /admin/:
 *
 * - Hashed scripts under /admin/assets/ are cached for a year, `immutable`, from their `.br` and
 *   `.gz` twins when the client accepts them.
 * - Every other address under /admin is one of the app's own routes (`/admin/leads/3`):
 *   index.html answers it, never cached (it names the current scripts). Each answer writes a
 *   fresh nonce into it, the one its style policy allows, for the styles MUI's emotion inserts,
 *   and the company's time zone, which the app shows every time in.
 * - Without a build the CMS still starts; /admin answers 503 with a page saying how to build it.
 *   The index is read on each request, so a build made while the CMS runs is served at once.
 */
export default fp<{ adminDir: string; companyTimeZone: string }>(
  async (app, options) => {
    const root = path.resolve(options.adminDir);
    await serveFilesUnder(app, {
      root: path.join(root, 'assets'),
      prefix: ASSETS_PREFIX,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    });

    const sendIndex = async (_request: unknown, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const html = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
      if (html === null) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      const nonce = randomBytes(16).toString('base64');
      allowAdminStyles(reply, nonce);
      // The zone is an IANA name the configuration checked: letters, digits, `/ _ + -`, nothing to escape.
      const page = html.replaceAll(ADMIN_STYLE_NONCE_PLACEHOLDER, nonce).replaceAll(ADMIN_TIME_ZONE_PLACEHOLDER, options.companyTimeZone);
      return reply.type('text/html; charset=utf-8').send(page);
    };
    app.get(ADMIN_APP_PATH, sendIndex);
    app.get(`${ADMIN_APP_PATH}/*`, sendIndex);
  },
  { name: 'admin-app' },
);
