/**
 * A stand-in for `window.matchMedia` (jsdom has none, and no layout to answer a query with):
 * each query matches as `matches` says. Returns what puts the original back.
 */
export function stubMatchMedia(matches: boolean | ((query: string) => boolean)): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: typeof matches === 'function' ? matches(query) : matches,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
