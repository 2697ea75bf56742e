import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { checkRequestPart } from './checkRequestPart';

/**
 * Runs route schemas (valibot) on each request part (../http/checkRequestPart.ts).
 *
 * Response schemas only type `reply.send`: answers are built by this code from typed values, so
 * they are serialised as they are rather than checked again on every request.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler<v.GenericSchema>(({ schema, httpPart }) => (data: unknown) => checkRequestPart(schema, data, httpPart ?? ''));
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  },
  { name: 'valibot-schemas' },
);
