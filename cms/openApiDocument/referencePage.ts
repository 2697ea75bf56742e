import { createReadStream } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';

/**
 * Scalar's API reference, the build that runs from one script with no bundler, served from
 * node_modules by the CMS: the page loads nothing from elsewhere.
 */
const RENDERER_FILE = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

/** Outside both APIs' prefixes: a file both reference pages load, not a call of either API. */
export const RENDERER_URL = '/cms/api-reference/standalone.js';

/** A day: the file changes only with the dependency's version, and the page asks for it on every visit. */
const RENDERER_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * Scalar's settings. Its default fonts, telemetry and AI agent would call Scalar's hosts, which
 * the page's policy refuses; the developer tools are for editing the document, not reading it.
 */
const rendererSettings = (documentUrl: string) => ({
  url: documentUrl,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
});

/**
 * The page: Scalar reads its settings from the attribute of the `api-reference` element, so the
 * page has no inline script for the policy to allow.
 */
export function referencePage(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<script id="api-reference" data-configuration="${escapeHtml(JSON.stringify(rendererSettings(documentUrl)))}"></script>
<script src="${RENDERER_URL}"></script>
</body>
</html>
`;
}

export function addRendererRoute(app: FastifyInstance): void {
  app.get(RENDERER_URL, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', `public, max-age=${RENDERER_MAX_AGE_SECONDS}`)
      .send(createReadStream(RENDERER_FILE)),
  );
}
