import { useEffect } from 'react';
import { setHeaderIndex, useClientState } from './clientState';
import { headerIndexForPath, type HeaderIndex } from './headerIndex';

/**
 * The highlighted header entry for a path (without language prefix): the path's section when it
 * belongs to one, which is also stored; otherwise the stored index.
 */
export function useHeaderActiveIndex(path: string): HeaderIndex | null {
  const { headerIndex } = useClientState();
  const derived = headerIndexForPath(path);
  useEffect(() => {
    if (derived !== null) setHeaderIndex(derived);
  }, [derived]);
  return derived ?? headerIndex;
}
