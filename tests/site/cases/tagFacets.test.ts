import { describe, expect, it } from 'vitest';
import type { TagGroupOptions } from '../../../site/src/components/cases/caseTypes';
import { facetCounts, tagSetsOf } from '../../../site/src/components/cases/tagFacets';

// Sub-industries 1, 2; provinces 11, 12; scenarios 21, 22; partner 31.
const GROUPS: TagGroupOptions[] = [
  { group: 'subIndustry', tags: [{ tagId: 1, tagName: 'a' }, { tagId: 2, tagName: 'b' }] },
  { group: 'province', tags: [{ tagId: 11, tagName: 'c' }, { tagId: 12, tagName: 'd' }] },
  { group: 'scenario', tags: [{ tagId: 21, tagName: 'e' }, { tagId: 22, tagName: 'f' }] },
  { group: 'partner', tags: [{ tagId: 31, tagName: 'g' }] },
];

const CASES = [
  { tagIds: [1, 11, 21] },
  { tagIds: [21, 11, 1] },
  { tagIds: [1, 12, 21, 22] },
  { tagIds: [2, 12, 22, 31] },
  { tagIds: [2, 11] },
];

describe('case tag facets', () => {
  it('sums the cases up as distinct tag sets with counts, whatever the order of their tags', () => {
    expect(tagSetsOf(CASES)).toEqual([
      { tagIds: [1, 11, 21], count: 2 },
      { tagIds: [1, 12, 21, 22], count: 1 },
      { tagIds: [2, 12, 22, 31], count: 1 },
      { tagIds: [2, 11], count: 1 },
    ]);
  });

  it('with nothing chosen, counts the cases carrying each value', () => {
    const counts = facetCounts(tagSetsOf(CASES), GROUPS, {});
    expect(Object.fromEntries(counts.tag)).toEqual({ 1: 3, 2: 2, 11: 3, 12: 2, 21: 3, 22: 2, 31: 1 });
    expect(counts.any).toEqual({ subIndustry: 5, province: 5, scenario: 5, partner: 5 });
  });

  it('counts each value given the other groups’ choices, its own group’s choice being the one it would replace', () => {
    const counts = facetCounts(tagSetsOf(CASES), GROUPS, { province: 12, scenario: 22 });
    // Province 12 and scenario 22: cases 3 and 4.
    expect(counts.tag.get(1)).toBe(1);
    expect(counts.tag.get(2)).toBe(1);
    expect(counts.tag.get(31)).toBe(1);
    expect(counts.any.subIndustry).toBe(2);
    // Provinces given scenario 22 alone: 12 has cases 3 and 4, 11 none.
    expect(counts.tag.get(11)).toBe(0);
    expect(counts.tag.get(12)).toBe(2);
    expect(counts.any.province).toBe(2);
    // Scenarios given province 12 alone: case 3 carries both.
    expect(counts.tag.get(21)).toBe(1);
    expect(counts.tag.get(22)).toBe(2);
  });

  it('counts a value no case carries as 0', () => {
    const counts = facetCounts(tagSetsOf(CASES), [...GROUPS.slice(0, 3), { group: 'partner', tags: [{ tagId: 31, tagName: 'g' }, { tagId: 32, tagName: 'h' }] }], { subIndustry: 1 });
    expect(counts.tag.get(32)).toBe(0);
    expect(counts.tag.get(31)).toBe(0);
    expect(counts.any.partner).toBe(3);
  });
});
