import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ADMIN_API_DOCUMENT, OPEN_API_DOCUMENT, type ApiDocumentSpec } from './apiDocuments';
import { documentedSchema } from './documentedSchema';
import { failureEnvelope } from './failureEnvelope';
import { jsonSchemaOf } from './jsonSchemaOf';
import { operationIdOf } from './operationId';
import { addRendererRoute } from './rendererScript';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI 3.1 document of the open API's routes, built once when first asked for. */
    openApiDocument(): OpenAPIV3_1.Document;
    /** The same for the back office's API. */
    adminApiDocument(): OpenAPIV3_1.Document;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The back office's guard, as the document states it: the session, and the CSRF token to change anything. */
function securityOf(spec: ApiDocumentSpec, route: RouteOptions): FastifySchema['security'] {
  if (Object.keys(spec.securitySchemes).length === 0 || route.config?.csrf === false) return [];
  return SAFE_METHODS.has(String(route.method)) ? [{ staffSession: [] }] : [{ staffSession: [], csrfToken: [] }];
}

const FAILURE: OpenAPIV3_1.ResponseObject = {
  description: 'A failure: the envelope, whose `code` is the HTTP status.',
  content: { 'application/json': { schema: jsonSchemaOf(failureEnvelope) } },
};

/** Every operation may fail with the envelope: said once, referred to by each. */
function withFailures(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const failure = { $ref: '#/components/responses/failure' };
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path ?? {}) as OpenAPIV3_1.OperationObject[]) {
      operation.responses = { ...operation.responses, '4XX': failure, '5XX': failure };
    }
  }
  document.components = { ...document.components, responses: { failure: FAILURE } };
  return document;
}

/**
 * One document per API, made by @fastify/swagger from the routes as they are added: registered
 * before them, at the root, where it sees every route and keeps those under its base path. Their
 * schemas are the valibot schemas the routes check requests with, converted (./documentedSchema.ts).
 */
async function apiDocument(app: FastifyInstance, spec: ApiDocumentSpec) {
  await app.register(swagger, {
    decorator: spec.decorator,
    openapi: {
      openapi: '3.1.0',
      info: spec.info,
      // Paths are written relative to it, as partners' clients are configured.
      servers: [{ url: spec.basePath }],
      components: { securitySchemes: spec.securitySchemes },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${spec.basePath}/`)) return { schema: { hide: true }, url };
      const operationId = operationIdOf(String(route.method), url.slice(spec.basePath.length));
      return { schema: { ...documentedSchema(schema ?? {}), operationId, security: securityOf(spec, route) }, url };
    },
    transformObject: (documentObject) => withFailures((documentObject as { openapiObject: OpenAPIV3_1.Document }).openapiObject),
  });
}

export default fp(
  async (app) => {
    await apiDocument(app, OPEN_API_DOCUMENT);
    await apiDocument(app, ADMIN_API_DOCUMENT);
    addRendererRoute(app);
  },
  { name: 'api-documents' },
);
