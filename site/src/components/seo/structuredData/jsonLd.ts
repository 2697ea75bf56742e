/** A schema.org node as JSON-LD: plain data, `@type` and `@id` among its keys. */
export type JsonLdNode = { readonly [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLdNode | readonly JsonLdValue[];

/** A node's fields without the empty ones (a setting left blank, an item without a picture). */
export function withoutEmpty(fields: Record<string, JsonLdValue | null | undefined>): JsonLdNode {
  const kept: Record<string, JsonLdValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[key] = value;
  }
  return kept;
}

/** The one document a page carries: its nodes in a graph, so they can name each other by `@id`. */
export const graphOf = (nodes: readonly JsonLdNode[]): JsonLdNode => ({ '@context': 'https://schema.org', '@graph': nodes });

/**
 * The text of a `<script type="application/ld+json">` element. The HTML parser ends a script's
 * text at the first `</script` whatever JSON string holds it, and `<!--` changes how it reads
 * on; so no `<` is written as itself (nor the line separators some old parsers took for line
 * ends): `\u003c` is the same JSON string to any reader.
 */
export function jsonLdText(document: JsonLdNode): string {
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
