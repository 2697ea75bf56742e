import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * OpenAPI 3.1's dialect is JSON Schema 2020-12. A client sends a schema's input, so conversion
 * stops where a pipe turns the value into something else (`typeMode: 'input'`). Trimming, `check`s
 * and transforms have no JSON Schema form and are left out (`errorMode: 'ignore'`); a rule that
 * matters to a client says so where it is declared, with `v.description` or `v.metadata`, which
 * the converter copies.
 */
const CONVERSION: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };

/** A valibot schema as the JSON Schema of an OpenAPI 3.1 document (which names the dialect itself). */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = toJsonSchema(schema, CONVERSION);
  return jsonSchema;
}
