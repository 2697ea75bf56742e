import type { FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

/**
 * Route schemas are the contract's valibot schemas: one declaration checks a request part at run
 * time (cms/http/valibotSchemasPlugin.ts) and types it in the handler (`request.query`,
 * `request.body`) and in `reply.send`.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}
