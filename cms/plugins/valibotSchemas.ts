import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { isCmsMessageKey } from '../../contract/messages/cmsMessages';
import { validate } from '../../contract/validation/validate';
import { CmsError } from '../http/cmsError';

/**
 * Runs route schemas (valibot) on each request part. A broken rule answers 400 with the rule's
 * message key; for a body, also the field, so a form can point at it. The schema's output
 * (trimmed text, numbers, defaults) replaces the part the handler reads.
 *
 * Response schemas only type `reply.send`: answers are built by this code from typed values, so
 * they are serialised as they are rather than checked again on every request.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler<v.GenericSchema>(({ schema, httpPart }) => (data: unknown) => {
      const body = httpPart === 'body';
      const result = validate(schema, body ? (data ?? {}) : data, isCmsMessageKey);
      if (result.ok) return { value: result.value };
      return { error: new CmsError(400, result.firstError, { field: body ? result.firstField || undefined : undefined }) };
    });
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  },
  { name: 'valibot-schemas' },
);
