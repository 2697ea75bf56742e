import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { API_REFERENCE_SET } from '../plugins/securityHeaders';
import { referencePage } from './referencePage';

export interface DocumentRoutesOptions {
  /** The API's document (one of the `api-documents` plugin's decorators). */
  document: () => unknown;
  /** Who may read both; anyone when undefined. */
  guard?: preHandlerAsyncHookHandler;
}

/**
 * An API's OpenAPI document, `openapi.json`, and its reference page for people, `reference`,
 * under the API's own prefix: the back office's behind its sign-in like the rest of its calls.
 */
const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, { document, guard }) => {
  const documentUrl = `${app.prefix}/openapi.json`;
  const page = referencePage(documentUrl);

  app.get(
    '/openapi.json',
    {
      schema: { summary: 'This API as an OpenAPI 3.1 document', description: `What [the reference page](${app.prefix}/reference) shows.` },
      preHandler: guard ? [guard] : [],
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(document()),
  );

  app.get(
    '/reference',
    {
      schema: { summary: 'The reference page of this API', description: `An HTML page for people, showing \`${documentUrl}\`.` },
      preHandler: guard ? [guard] : [],
      config: { securityHeaders: API_REFERENCE_SET },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
};

export default documentRoutes;
