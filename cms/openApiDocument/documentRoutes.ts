import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { API_REFERENCE_SET } from '../serving/securityHeadersPlugin';
import { referencePage } from './referencePage';

export interface DocumentRoutesOptions {
  /** The API's document (one of the `api-documents` plugin's decorators). */
  document: () => unknown;
  /** Who may read both; anyone when undefined. */
  guard?: preHandlerAsyncHookHandler;
}

/**
 * An API's OpenAPI document, `openapi.json`, and its reference page for people, `reference`,
 * under the API's own prefix: the back office's behind its sign-in and with its `no-store`, like
 * the rest of its calls.
 */
const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, { document, guard }) => {
  const documentUrl = `${app.prefix}/openapi.json`;
  const page = referencePage(documentUrl);
  const preHandler = guard ? [guard] : [];

  app.get(
    '/openapi.json',
    {
      schema: { summary: 'This API as an OpenAPI 3.1 document', description: `What [the reference page](${app.prefix}/reference) shows.` },
      preHandler,
    },
    async () => document(),
  );

  app.get(
    '/reference',
    {
      schema: { summary: 'The reference page of this API', description: `An HTML page for people, showing \`${documentUrl}\`.` },
      preHandler,
      config: { securityHeaders: API_REFERENCE_SET },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(page),
  );
};

export default documentRoutes;
