import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../contract/language';
import type { ClassifyNode } from '../../contract/entities/classify';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/schema';

interface ClassifyRow {
  classify_id: number;
  parent_id: number | null;
  out_link: string;
  classify_name: string;
  published: number;
}

const treeRows = preparedQuery<Database, { classifyType: number; language: ApiLanguage }, ClassifyRow>((db, $) =>
  db
    .selectFrom('classify as c')
    .innerJoin('classify_i18n as n', (join) => join.onRef('n.classify_id', '=', 'c.classify_id').on('n.language', '=', $.language))
    .select(['c.classify_id', 'c.parent_id', 'c.out_link', 'n.classify_name', 'c.published'])
    .where('c.classify_type', '=', $.classifyType)
    .orderBy('c.sort')
    .orderBy('c.classify_id'),
);

const parentRows = preparedQuery<Database, Record<string, never>, { classify_id: number; parent_id: number | null; published: number }>((db) =>
  db.selectFrom('classify').select(['classify_id', 'parent_id', 'published']),
);

/**
 * The roots of one classify type, each with its descendants, named in `language`. An unpublished
 * category is left out with everything below it: its children hang on it, and it hangs nowhere.
 */
export async function loadClassifyTree(
  db: Kysely<Database>,
  classifyType: number,
  language: ApiLanguage,
): Promise<ClassifyNode[]> {
  const rows = await treeRows(db, { classifyType, language });

  const nodes = new Map<number, ClassifyNode>();
  for (const row of rows) {
    nodes.set(row.classify_id, {
      classifyId: row.classify_id,
      classifyName: row.classify_name,
      outLink: row.out_link,
      children: [],
    });
  }
  const roots: ClassifyNode[] = [];
  for (const row of rows) {
    if (row.published !== 1) continue;
    const node = nodes.get(row.classify_id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * The category and every published category below it: a parent lists its children's articles too.
 * An unpublished category lists nothing, nor do the categories below it.
 */
export async function classifyWithDescendants(db: Kysely<Database>, classifyId: number): Promise<number[]> {
  const rows = await parentRows(db, {});
  if (!rows.some((row) => row.classify_id === classifyId && row.published === 1)) return [];
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null || row.published !== 1) continue;
    childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row.classify_id]);
  }
  const ids: number[] = [];
  const pending = [classifyId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    ids.push(id);
    pending.push(...(childrenOf.get(id) ?? []));
  }
  return ids;
}
