import type { SourceNodesArgs } from 'gatsby';
import { NODE_TYPES, type LinkedField, type SchemaNodes } from './nodeTypes';

export type NodeTypeName = (typeof NODE_TYPES)[keyof typeof NODE_TYPES];

/**
 * A node's own fields as the schema declares them: content whose contract type (contract/entities)
 * lacks a declared field, or has it with another type, fails the type check, not a page query.
 */
export type NodeFields<T extends NodeTypeName> = Omit<SchemaNodes[T], 'id' | 'parent' | 'children' | 'internal' | LinkedField>;

export type Create = <T extends NodeTypeName>(type: T, key: string, fields: NodeFields<T>) => void;

export function nodeCreator({ actions, createNodeId, createContentDigest }: SourceNodesArgs): Create {
  return (type, key, fields) => {
    actions.createNode({
      ...fields,
      id: createNodeId(`${type}-${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };
}
