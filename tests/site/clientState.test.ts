// @vitest-environment jsdom
import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_INDEX } from '../../contract/siteRoutes';
import {
  CLIENT_STATE_KEYS,
  getClientState,
  loadClientState,
  selectHeaderEntry,
  setCaseIndex,
  setHeaderIndex,
} from '../../site/src/state/clientState';
import { headerIndexForPath } from '../../site/src/state/headerIndex';
import { useHeaderActiveIndex } from '../../site/src/state/useHeaderActiveIndex';

describe('header section of a path', () => {
  it.each([
    ['/home', 0],
    ['/productCenter', 1],
    ['/AGVDetails', 1],
    ['/pilerDetails/', 1],
    ['/logisticsSolution', 2],
    ['/plantSolution', 2],
    ['/gardenSolution', 2],
    ['/succeedCase/tobacco', 3],
    ['/caseDetails/12', 3],
    ['/serviceSupport', 4],
    ['/secretaries', 5],
    ['/stockmarket', 5],
    ['/investorNews', 5],
    ['/aboutUs/culture', 6],
    ['/joinUs', 7],
    ['/joinUsDetails/3', 7],
  ])('%s belongs to entry %i', (path, index) => {
    expect(headerIndexForPath(path)).toBe(index);
  });

  it.each(['/', '/404', '/homepage', '/aboutUsX'])('%s belongs to none', (path) => {
    expect(headerIndexForPath(path)).toBeNull();
  });
});

describe('client state kept in localStorage', () => {
  it('stores the header index and restores it on the next load', () => {
    setHeaderIndex(HEADER_INDEX.service);
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('4');
    expect(loadClientState().headerIndex).toBe(4);
  });

  it('ignores stored values that are not header indices', () => {
    localStorage.setItem(CLIENT_STATE_KEYS.headerIndex, '9');
    localStorage.setItem(CLIENT_STATE_KEYS.aboutIndex, 'abc');
    localStorage.setItem(CLIENT_STATE_KEYS.caseIndex, '-5');
    expect(loadClientState()).toEqual({ headerIndex: null, aboutIndex: 0, caseIndex: -1 });
  });

  it('choosing about resets the about submenu to its first item', () => {
    localStorage.setItem(CLIENT_STATE_KEYS.aboutIndex, '7');
    loadClientState();
    selectHeaderEntry(HEADER_INDEX.about);
    expect(getClientState()).toMatchObject({ headerIndex: 6, aboutIndex: 0 });
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('0');
  });

  it('choosing an about item stores that item', () => {
    selectHeaderEntry(HEADER_INDEX.about, { aboutIndex: 4 });
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('4');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('6');
  });

  it('choosing a case sets the about index to 0 and stores the case index', () => {
    selectHeaderEntry(HEADER_INDEX.about, { aboutIndex: 5 });
    selectHeaderEntry(HEADER_INDEX.cases, { caseIndex: 2 });
    expect(getClientState()).toEqual({ headerIndex: 3, aboutIndex: 0, caseIndex: 2 });
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('0');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.caseIndex)).toBe('2');
    expect(loadClientState()).toEqual({ headerIndex: 3, aboutIndex: 0, caseIndex: 2 });
  });

  it('other entries leave the submenu indices alone', () => {
    selectHeaderEntry(HEADER_INDEX.about, { aboutIndex: 3 });
    setCaseIndex(1);
    selectHeaderEntry(HEADER_INDEX.products);
    expect(getClientState()).toEqual({ headerIndex: 1, aboutIndex: 3, caseIndex: 1 });
  });
});

describe('active header entry', () => {
  it('comes from the path when the path belongs to a section, and is stored', () => {
    setHeaderIndex(HEADER_INDEX.about);
    const { result } = renderHook(() => useHeaderActiveIndex('/succeedCase/AllCase'));
    expect(result.current).toBe(3);
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('3');
  });

  it('is the stored index on a path outside every section', () => {
    localStorage.setItem(CLIENT_STATE_KEYS.headerIndex, '5');
    loadClientState();
    const { result } = renderHook(() => useHeaderActiveIndex('/'));
    expect(result.current).toBe(5);
  });

  it('follows later changes of the stored index', () => {
    const { result } = renderHook(() => useHeaderActiveIndex('/404'));
    expect(result.current).toBeNull();
    act(() => selectHeaderEntry(HEADER_INDEX.careers));
    expect(result.current).toBe(7);
  });
});
