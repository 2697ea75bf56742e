import { useEffect, useState } from 'react';

/**
 * A part of a widget that its first paint does not need, loaded on demand as a chunk of its
 * own: the bundle's first-paint sizes count only what a widget shows at once. The part is
 * whatever its chunk exports under one typed interface, so the widget never imports its values.
 */
export interface LazyPart<T> {
  /** The part: imported on the first call; after a failed import (offline) the next call tries again. */
  load(): Promise<T>;
  /** The part if it has arrived. */
  loaded(): T | undefined;
}

export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let loading: Promise<T> | undefined;
  let part: T | undefined;
  return {
    load() {
      loading ??= importPart().then(
        (arrived) => (part = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => part,
  };
}

/**
 * The part in a component: undefined until `wanted` is true and the part has arrived (at once
 * when an earlier render loaded it). A failed import leaves it undefined; it is tried again when
 * `wanted` becomes true again.
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean): T | undefined {
  const [arrived, setArrived] = useState(part.loaded);
  useEffect(() => {
    if (!wanted || arrived) return undefined;
    let mounted = true;
    part.load().then(
      (loaded) => mounted && setArrived(() => loaded),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [part, wanted, arrived]);
  return arrived;
}
