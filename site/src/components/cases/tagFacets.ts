import { TAG_GROUPS, type TagGroup } from '../../../../contract/entities/tag';
import type { TagGroupOptions, TagSelection } from './caseTypes';

/**
 * The tags a category's cases carry, as the build sums them up for its filters: each distinct set
 * of tags once, with how many cases carry exactly that set. A company's cases share a few dozen
 * combinations at most (the benchmark’s ten thousand share fewer than a hundred), so the page carries these
 * rather than one entry per case, and the counts below need nothing from the CMS.
 */
export interface TagSet {
  tagIds: readonly number[];
  count: number;
}

/** The distinct tag sets of `cases`, each with its number of cases, in the order first met. */
export function tagSetsOf(cases: Iterable<{ tagIds: readonly number[] }>): TagSet[] {
  const sets = new Map<string, { tagIds: number[]; count: number }>();
  for (const { tagIds } of cases) {
    const sorted = [...new Set(tagIds)].sort((a, b) => a - b);
    const key = sorted.join(',');
    const known = sets.get(key);
    if (known) known.count += 1;
    else sets.set(key, { tagIds: sorted, count: 1 });
  }
  return [...sets.values()];
}

/** What each choice of a group would leave: every tag's count, and the group's "any" count. */
export interface FacetCounts {
  tag: ReadonlyMap<number, number>;
  any: Readonly<Record<TagGroup, number>>;
}

/**
 * How many cases each option would leave, given the other groups' choices: the list answers cases
 * carrying every chosen tag, so an option's count is that of the cases carrying it and the tags
 * chosen in the other groups (its own group's choice is what it would replace).
 */
export function facetCounts(sets: readonly TagSet[], groups: readonly TagGroupOptions[], selection: TagSelection): FacetCounts {
  const tag = new Map<number, number>();
  const any = Object.fromEntries(TAG_GROUPS.map((group) => [group, 0])) as Record<TagGroup, number>;
  for (const { group, tags } of groups) {
    const others = TAG_GROUPS.filter((other) => other !== group)
      .map((other) => selection[other])
      .filter((id): id is number => id !== undefined);
    for (const { tagId } of tags) tag.set(tagId, 0);
    for (const set of sets) {
      if (!others.every((id) => set.tagIds.includes(id))) continue;
      any[group] += set.count;
      for (const { tagId } of tags) if (set.tagIds.includes(tagId)) tag.set(tagId, tag.get(tagId)! + set.count);
    }
  }
  return { tag, any };
}
