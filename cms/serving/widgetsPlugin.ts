import path from 'node:path';
import fp from 'fastify-plugin';
import { serveFilesUnder } from '../http/precompressedFiles';

/** Where the embed bundle is served: partners include `<script async src="https://cms…/widgets/embed.js">`. */
export const WIDGETS_URL_PREFIX = '/widgets/';

/** Rollup names every chunk `<name>-<hash>.js`: its content never changes under that name. */
const HASHED = /-[\w-]{8}\.js(\.(gz|br))?$/;
const SCRIPT = /\.js(\.(gz|br))?$/;

/**
 * The embed bundle built by `npm run build:widgets` (builders/widgetsBuild.ts), from the folder given.
 *
 * - Partner pages load it across origins: every file says `Cross-Origin-Resource-Policy:
 *   cross-origin` (plugins/securityHeaders.ts), and the scripts `Access-Control-Allow-Origin: *`, because the loader imports
 *   the widget chunks with `import()`, which fetches in CORS mode. (For an origin in
 *   CORS_ORIGINS the CORS plugin answers with that origin instead, which browsers accept alike.)
 * - Hashed chunks are cached for a year, `immutable`; `embed.js` (the one stable name, which
 *   knows the current hashes) and `manifest.json` for five minutes, so a new build reaches
 *   partner pages quickly.
 * - The build writes `.br` and `.gz` twins of each file; clients that accept them get those.
 *
 * A missing folder (bundle not built) only means 404s under /widgets/.
 */
export default fp<{ widgetsDir: string }>(
  async (app, options) => {
    const root = path.resolve(options.widgetsDir);
    await serveFilesUnder(app, {
      root,
      prefix: WIDGETS_URL_PREFIX,
      cacheControl: false,
      setHeaders: (response, file) => {
        if (SCRIPT.test(file)) response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader(
          'Cache-Control',
          HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
        );
      },
    });
  },
  { name: 'widgets' },
);
