import { GOOGLE_RICH_RESULTS, type RichResult } from './googleRichResults';
import type { SchemaOrgVocabulary } from './schemaOrgVocabulary';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

/** Properties Google reads that schema.org does not define, by type. */
const GOOGLE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  // The sitelinks search box's notation for the URL template's variable.
  SearchAction: ['query-input'],
};

/** Properties whose text values are addresses: they must be absolute for a reader outside the site. */
const ADDRESS_PROPERTIES = new Set(['url', 'item', 'logo', 'image', 'mainEntityOfPage', 'urlTemplate', 'sameAs', '@id']);
/** Properties whose values are ISO 8601 dates or date-times. */
const DATE_PROPERTIES = new Set(['datePosted', 'validThrough', 'datePublished', 'dateModified']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

const isNode = (value: Json | undefined): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : typeof type === 'string' ? [type] : [];
};
const isEmpty = (value: Json | undefined) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The values at a dotted path, through lists (every entry) and nested nodes. */
function valuesAt(node: Node, path: string): Array<Json | undefined> {
  let current: Array<Json | undefined> = [node];
  for (const key of path.split('.')) {
    current = current.flatMap((value) => (Array.isArray(value) ? value : [value])).map((value) => (isNode(value) ? value[key] : undefined));
  }
  return current;
}

/** Whether every value at `path` is given (and there is one at least). */
const gives = (node: Node, path: string) => {
  const values = valuesAt(node, path);
  return values.length > 0 && values.every((value) => !isEmpty(value));
};

/** What is wrong with one node and the nodes it holds, against the schema.org vocabulary. */
function vocabularyProblems(node: Node, where: string, vocabulary: SchemaOrgVocabulary, allowed: readonly string[]): string[] {
  const types = typesOf(node);
  if (types.length === 0) {
    // A reference to a node given elsewhere: its @id alone.
    const keys = Object.keys(node);
    return keys.length === 1 && keys[0] === '@id' ? addressProblems('@id', node['@id'], where) : [`${where}: a node without @type`];
  }
  const problems: string[] = [];
  for (const type of types) if (!vocabulary.isType(type)) problems.push(`${where}: ${type} is not a schema.org type`);
  if (allowed.length > 0 && !types.some((type) => vocabulary.lineageOf(type).some((ancestor) => allowed.includes(ancestor)))) {
    problems.push(`${where}: a ${types.join('/')} where schema.org expects ${allowed.join(' or ')}`);
  }
  for (const [property, value] of Object.entries(node)) {
    if (property === '@type' || property === '@context' || property === '@graph') continue;
    if (property === '@id') {
      problems.push(...addressProblems(property, value, where));
      continue;
    }
    const owner = types.find((type) => vocabulary.hasProperty(type, property) || GOOGLE_EXTENSIONS[type]?.includes(property));
    if (!owner) {
      problems.push(`${where}: ${property} is not a property of ${types.join('/')} in schema.org`);
      continue;
    }
    const range = vocabulary.rangeOf(owner, property);
    for (const [index, entry] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = Array.isArray(value) ? `${where}.${property}[${index}]` : `${where}.${property}`;
      if (isNode(entry)) {
        if (range.length === 0) problems.push(`${at}: a node where schema.org expects text, a number or a date`);
        else problems.push(...vocabularyProblems(entry, at, vocabulary, range));
      } else {
        problems.push(...addressProblems(property, entry, at), ...dateProblems(property, entry, at));
      }
    }
  }
  return problems;
}

function addressProblems(property: string, value: Json | undefined, where: string): string[] {
  if (!ADDRESS_PROPERTIES.has(property) || typeof value !== 'string') return [];
  return /^https?:\/\/[^/\s]+/.test(value) ? [] : [`${where}: ${property} "${value}" is not an absolute address`];
}

function dateProblems(property: string, value: Json | undefined, where: string): string[] {
  if (!DATE_PROPERTIES.has(property)) return [];
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? [] : [`${where}: ${property} ${JSON.stringify(value)} is not an ISO 8601 date`];
}

/** What a top-level node lacks of the rich results read from its type. */
function richResultProblems(node: Node, where: string, results: readonly RichResult[]): string[] {
  const types = typesOf(node);
  const problems: string[] = [];
  for (const result of results.filter((candidate) => candidate.types.some((type) => types.includes(type)))) {
    const lacking = (path: string, kind: string) => (gives(node, path) ? [] : [`${where}: ${result.feature} lacks ${kind} ${path} (${result.source})`]);
    problems.push(...result.required.flatMap((path) => lacking(path, 'required')));
    problems.push(...result.kept.flatMap((path) => lacking(path, 'recommended')));
    for (const group of result.oneOf ?? []) {
      if (!group.some((path) => gives(node, path))) problems.push(`${where}: ${result.feature} needs one of ${group.join(', ')} (${result.source})`);
    }
    if (result.list) {
      const entries = valuesAt(node, result.list.path).flatMap((value) => (Array.isArray(value) ? value : [value]));
      if (entries.length < result.list.atLeast) problems.push(`${where}: ${result.feature} needs ${result.list.atLeast} entries in ${result.list.path}, has ${entries.length}`);
      for (const [index, entry] of entries.slice(0, -1).entries()) {
        for (const path of result.list.allButLast) {
          if (!isNode(entry) || !gives(entry, path)) problems.push(`${where}.${result.list.path}[${index}]: ${result.feature} lacks required ${path} (${result.source})`);
        }
      }
    }
    for (const path of result.unmet?.paths ?? []) {
      if (gives(node, path)) problems.push(`${where}: gives ${path}, which the table says the site cannot (${result.unmet!.why}): claim ${result.feature} in googleRichResults.ts`);
    }
  }
  return problems;
}

/**
 * What is wrong with one JSON-LD document of a page: its context, every node and property
 * against the schema.org vocabulary (types, properties, the types of nested nodes, absolute
 * addresses, ISO dates), and each top-level node against Google's requirements for the rich
 * results of its type (googleRichResults.ts). No problem: an empty list.
 */
export function jsonLdProblems(document: Json, vocabulary: SchemaOrgVocabulary, results: readonly RichResult[] = GOOGLE_RICH_RESULTS): string[] {
  if (!isNode(document)) return ['the document is not a JSON object'];
  if (document['@context'] !== 'https://schema.org') return [`@context is ${JSON.stringify(document['@context'])}, not https://schema.org`];
  const graph = document['@graph'];
  const nodes = Array.isArray(graph) ? graph : [document];
  return nodes.flatMap((node, index) => {
    const where = `@graph[${index}]${isNode(node) ? ` ${typesOf(node).join('/')}` : ''}`;
    if (!isNode(node)) return [`${where}: not a node`];
    return [...vocabularyProblems(node, where, vocabulary, []), ...richResultProblems(node, where, results)];
  });
}

/** The JSON-LD documents of an HTML page: the text of each `<script type="application/ld+json">`, parsed. */
export function jsonLdDocumentsOf(html: string): Json[] {
  return [...html.matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi)].map(([, text]) => JSON.parse(text!) as Json);
}

/** The top-level nodes of a page's documents. */
export function topLevelNodes(documents: readonly Json[]): Node[] {
  return documents.flatMap((document) => {
    if (!isNode(document)) return [];
    const graph = document['@graph'];
    return (Array.isArray(graph) ? graph : [document]).filter(isNode);
  });
}

export type { Json as JsonLdJson, Node as JsonLdObject };
export { typesOf };
