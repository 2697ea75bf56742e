import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { EMBED_PREVIEW_PATH } from '../../contract/embed/embedPreview';
import { SITE_LANGUAGES } from '../../contract/siteRoutes';
import { embedSnippet, type EmbedChoice } from '../../widgets/embed/embedSnippet';
import { WIDGET_NAMES } from '../../widgets/embed/types';
import { widgetOptionNames } from '../../widgets/embed/widgetOptions';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { allowEmbedPreview } from './securityHeadersPlugin';

const OPTION_MAX_LENGTH = 500;

/** The widget, its language, and any of its options as query parameters by name (`jobId=12`). */
const previewQuery = v.looseObject({
  widget: v.picklist(WIDGET_NAMES),
  lang: v.picklist(SITE_LANGUAGES),
});
const optionValue = v.pipe(v.string(), v.maxLength(OPTION_MAX_LENGTH));

/**
 * The embed snippets page's preview frame: a page holding exactly the snippet the page offers
 * for copying (stub, script tag, placeholder), loading the real bundle from this CMS under the
 * strict policy a partner page would have. Editors only: it is a page of the CMS's origin whose
 * text (a button label) they choose.
 */
const embedPreviewRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(EMBED_PREVIEW_PATH, {
    schema: {
      summary: 'An embed snippet\'s preview page',
      description: 'A page holding exactly the snippet the embed page offers (the widget, its language and options as query parameters), loading the bundle from this CMS under the strict policy of a partner page; framed by the back office only. Role: editor.',
      querystring: previewQuery,
    },
    preHandler: app.requireRole('editor'),
  }, async (request, reply) => {
    const { widget, lang: language } = request.query;
    const query = request.query as Record<string, unknown>;
    const options: Record<string, string> = {};
    for (const name of widgetOptionNames(widget)) {
      const parsed = v.safeParse(optionValue, query[name]);
      if (parsed.success) options[name] = parsed.output;
    }
    const choice: EmbedChoice = { cmsUrl: `${request.protocol}://${request.host}`, widget, language, options };
    const nonce = randomBytes(16).toString('base64');
    const snippet = embedSnippet(choice, nonce);
    allowEmbedPreview(reply, nonce);
    return reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${widget}</title>
<style nonce="${nonce}">body { margin: 16px; font-family: system-ui, sans-serif; }</style>
${snippet.stub}
${snippet.scriptTag}
</head>
<body>
${snippet.placeholder}
</body>
</html>`);
  });
};

export default embedPreviewRoutes;
