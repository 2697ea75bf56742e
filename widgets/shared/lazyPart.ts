/**
 * A part of a widget that its first paint does not need, loaded on demand as a chunk of its
 * own: the bundle's first-paint sizes count only what a widget shows at once. The part is
 * whatever its chunk exports under one typed interface, so the widget never imports its values.
 */
export interface LazyPart<T> {
  /** The part: imported on the first call; after a failed import (offline) the next call tries again. */
  load(): Promise<T>;
}

export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importPart().catch((error: unknown) => {
        loading = undefined;
        throw error;
      })),
  };
}
