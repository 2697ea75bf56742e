import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';

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
