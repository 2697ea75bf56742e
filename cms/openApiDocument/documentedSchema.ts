import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';
import type { ApiLanguage } from '../../contract/language';
import { jsonSchemaOf } from './jsonSchemaOf';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a call that checks it in a hook, by the rules of the request's language
     * (cms/submissions/submissionRoute.ts), since a route schema cannot depend on the request:
     * documented here, never run by Fastify.
     */
    bodyByLanguage?: Readonly<Record<ApiLanguage, v.GenericSchema>>;
  }
}

const REQUEST_PARTS = ['querystring', 'params', 'headers', 'body'] as const;

/** One body, or the choice of the language's rules, each titled with its language. */
function bodyOf(byLanguage: Readonly<Record<ApiLanguage, v.GenericSchema>>) {
  if (byLanguage.zh === byLanguage.en) return jsonSchemaOf(byLanguage.zh);
  return {
    description: 'Checked by the rules of the language the call is sent in: its `language` field, else `Accept-Language`.',
    anyOf: (Object.entries(byLanguage) as Array<[ApiLanguage, v.GenericSchema]>).map(([language, schema]) => ({
      title: `language ${language}`,
      ...jsonSchemaOf(schema),
    })),
  };
}

/**
 * A route's schema as @fastify/swagger reads it: its valibot parts (those Fastify runs, and the
 * body a hook checks) as JSON Schema, its summary, description and the rest as they are.
 */
export function documentedSchema(schema: FastifySchema): FastifySchema {
  const { bodyByLanguage, ...documented } = schema;
  for (const part of REQUEST_PARTS) {
    if (documented[part]) documented[part] = jsonSchemaOf(documented[part] as v.GenericSchema);
  }
  if (bodyByLanguage) documented.body = bodyOf(bodyByLanguage);
  if (documented.response) {
    const answers = Object.entries(documented.response as Readonly<Record<string, v.GenericSchema>>);
    documented.response = Object.fromEntries(answers.map(([status, answer]) => [status, jsonSchemaOf(answer)]));
  }
  return documented;
}
