/** The four filter groups named by the case page's labels. */
export const TAG_GROUPS = ['subIndustry', 'province', 'scenario', 'partner'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

export interface Tag {
  tagId: number;
  tagGroup: TagGroup;
  tagName: string;
}
