// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { caseSearch, readCaseAddress } from '../../../site/src/components/cases/caseAddress';
import { CASE_ACTIVE_INDEX_KEY, categoryForCaseIndex, readCaseActiveIndex, storedIndexAgreesWithRoute } from '../../../site/src/components/cases/caseActiveIndex';
import { setCaseIndex } from '../../../site/src/state/clientState';
import type { CaseCategory } from '../../../site/src/components/cases/caseTypes';
import { selectorCategories, withDescendants } from '../../../site/src/components/cases/categoryTree';

const categories: CaseCategory[] = [
  { classifyId: 1, classifyName: '全部案例', outLink: 'AllCase', parentId: null },
  { classifyId: 2, classifyName: '新能源', outLink: 'newEnergy', parentId: 1 },
  { classifyId: 3, classifyName: '食品饮料', outLink: 'foodBeverage', parentId: 1 },
  { classifyId: 4, classifyName: '储能', outLink: 'storage', parentId: 2 },
  { classifyId: 5, classifyName: '电池', outLink: 'battery', parentId: 4 },
];
const groups = [
  { group: 'province' as const, tags: [{ tagId: 20, tagName: '江苏' }, { tagId: 21, tagName: '浙江' }] },
  { group: 'partner' as const, tags: [{ tagId: 44, tagName: '澄湾' }] },
];

describe('case categories', () => {
  it('lists All (the root) first, then the top-level categories', () => {
    expect(selectorCategories(categories).map((c) => c.outLink)).toEqual(['AllCase', 'newEnergy', 'foodBeverage']);
  });

  it('takes a category with every category below it', () => {
    expect([...withDescendants(categories, 2)].sort()).toEqual([2, 4, 5]);
    expect([...withDescendants(categories, 1)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...withDescendants(categories, 3)]).toEqual([3]);
  });

});

describe('case list address', () => {
  it('reads the page and the offered tags, one per group', () => {
    expect(readCaseAddress('?page=3&tags=20,44', groups)).toEqual({ page: 3, selection: { province: 20, partner: 44 } });
    expect(readCaseAddress('?page=x&tags=21,20,99', groups)).toEqual({ page: 1, selection: { province: 21 } });
    expect(readCaseAddress('', groups)).toEqual({ page: 1, selection: {} });
  });

  it('writes page and tags, keeping other parameters and leaving page 1 out', () => {
    expect(caseSearch('?utm=x', 2, { province: 20, partner: 44 })).toBe('?utm=x&page=2&tags=20,44');
    expect(caseSearch('?page=4&tags=20', 1, {})).toBe('');
    expect(caseSearch('', null, { partner: 44 })).toBe('?tags=44');
  });
});

describe('case-submenu index (stored by the header)', () => {
  it('is read as the header stores it', () => {
    setCaseIndex(1);
    expect(readCaseActiveIndex()).toBe(1);
    setCaseIndex(-1);
    expect(readCaseActiveIndex()).toBe(-1);
  });

  it('points to the category at index + 1 of the selector', () => {
    expect(categoryForCaseIndex(categories, -1)?.outLink).toBe('AllCase');
    expect(categoryForCaseIndex(categories, 0)?.outLink).toBe('newEnergy');
    expect(categoryForCaseIndex(categories, 1)?.outLink).toBe('foodBeverage');
    expect(categoryForCaseIndex(categories, 7)).toBeNull();
    expect(categoryForCaseIndex(categories, null)).toBeNull();
  });

  it('is read as the header writes it, and the route decides when the two differ', () => {
    expect(readCaseActiveIndex()).toBeNull();
    expect(storedIndexAgreesWithRoute(categories, 3)).toBe(true);
    window.localStorage.setItem(CASE_ACTIVE_INDEX_KEY, '1');
    expect(readCaseActiveIndex()).toBe(1);
    expect(storedIndexAgreesWithRoute(categories, 3)).toBe(true);
    expect(storedIndexAgreesWithRoute(categories, 2)).toBe(false);
    window.localStorage.setItem(CASE_ACTIVE_INDEX_KEY, '-1');
    expect(storedIndexAgreesWithRoute(categories, 1)).toBe(true);
    window.localStorage.setItem(CASE_ACTIVE_INDEX_KEY, 'x');
    expect(readCaseActiveIndex()).toBeNull();
  });
});
