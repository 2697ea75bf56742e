import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { classifyNodeSchema, type ContentExportSection } from '../../../contract/validation/contentExport';
import type { ApiLanguage } from '../../../contract/language';
import {
  findCategoryByOutLink, findRootCategory, insertCategory, updateCategory, type CategoryWrite,
} from '../../content/categories/categoryWrites';
import type { Database } from '../../db/schema';
import type { ExportFile } from '../exportFile';
import type { ImportKind } from '../importKind';
import { Refusal } from '../refusal';
import { byLanguage, mergeVersions, versionsOf } from '../languageVersions';

/** A node of a category tree with where it stands in it. */
const placedNodeSchema = v.object({
  ...classifyNodeSchema.entries,
  classifyType: v.number(),
  /** 0 when the parent's own id is unreadable: no category has it, so the node is refused. */
  parentClassifyId: v.nullable(v.number()),
  sort: v.number(),
});
type PlacedNode = v.InferOutput<typeof placedNodeSchema>;

interface CategoryItem {
  classifyId: number;
  classifyType: number;
  parentClassifyId: number | null;
  outLink: string;
  sort: number;
  names: Partial<Record<ApiLanguage, string>>;
}

/** Every node of every tree, parents before their children, so a child finds its parent imported. */
function placedNodes(section: ContentExportSection): unknown[] {
  const nodes: unknown[] = [];
  const walk = (children: unknown[], classifyType: number, parentClassifyId: number | null) => {
    for (const [sort, raw] of children.entries()) {
      const node = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      nodes.push({ ...node, classifyType, parentClassifyId, sort });
      if (Array.isArray(node.children)) walk(node.children, classifyType, typeof node.classifyId === 'number' ? node.classifyId : 0);
    }
  };
  for (const [classifyType, roots] of Object.entries(section['classify/treeData'])) walk(roots, Number(classifyType), null);
  return nodes;
}

/**
 * The local category an imported one takes over the first time: a tree has one root, and a
 * category with the same route is the same page, so either is updated rather than doubled.
 */
async function takenOver(db: Kysely<Database>, category: CategoryWrite): Promise<number | undefined> {
  const root = category.parentId === null ? await findRootCategory(db, category.classifyType) : undefined;
  return root ?? (await findCategoryByOutLink(db, category.classifyType, category.outLink));
}

/** `classify/treeData`: the categories of every tree; a tree's root takes over the root already there. */
export const categories: ImportKind<CategoryItem, CategoryItem, CategoryWrite> = {
  kind: 'category',
  contentKind: 'categories',
  collect: (file: ExportFile) =>
    versionsOf(file, placedNodes, placedNodeSchema, (node) => node.classifyId, 'classifyId').map((entry) =>
      mergeVersions(
        entry,
        'category',
        (node) => node.outLink,
        (node: PlacedNode) => ({ classifyType: node.classifyType, parent: node.parentClassifyId, outLink: node.outLink }),
        (versions) => ({
          classifyId: versions[0]!.item.classifyId,
          classifyType: versions[0]!.item.classifyType,
          parentClassifyId: versions[0]!.item.parentClassifyId,
          outLink: versions[0]!.item.outLink,
          sort: versions[0]!.item.sort,
          names: byLanguage(versions, (node) => node.classifyName),
        }),
      ),
    ),
  prepare: async (item) => item,
  async resolve(db, item, localIdOf) {
    let parentId: number | null = null;
    if (item.parentClassifyId !== null) {
      const found = localIdOf('category', item.parentClassifyId);
      if (found === undefined) throw new Refusal('its parent category was not imported');
      parentId = found;
    }
    const category = { classifyType: item.classifyType, parentId, outLink: item.outLink, sort: item.sort, names: item.names };
    const sameRoute = await findCategoryByOutLink(db, item.classifyType, item.outLink);
    const written = localIdOf('category', item.classifyId) ?? (await takenOver(db, category));
    if (sameRoute !== undefined && sameRoute !== written) {
      throw new Refusal(`outLink ${item.outLink} is already the route of category ${sameRoute}`);
    }
    return category;
  },
  adopt: takenOver,
  insert: insertCategory,
  update: updateCategory,
};
