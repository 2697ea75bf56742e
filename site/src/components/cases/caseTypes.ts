import type { Tag, TagGroup } from '../../../../contract/entities/tag';

/** A case category as the page queries it from GraphQL (CmsCategory). */
export interface CaseCategory {
  classifyId: number;
  classifyName: string;
  outLink: string;
  parentId: number | null;
}

/** The tags of one filter group offered on a case list page. */
export interface TagGroupOptions {
  group: TagGroup;
  tags: Array<Pick<Tag, 'tagId' | 'tagName'>>;
}

/** The selected tag of each filter group (one per group: the API requires every tag given). */
export type TagSelection = Partial<Record<TagGroup, number>>;
