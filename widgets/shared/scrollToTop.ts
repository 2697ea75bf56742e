/** The back-to-top button shows past 400 px of scroll; every scroll to top moves 100 px per frame. */
export const BACK_TO_TOP_THRESHOLD = 400;
export const SCROLL_STEP = 100;

export function scrollTopOf(win: Window): number {
  return win.scrollY || win.document.documentElement.scrollTop || 0;
}

export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The visitor taking the page over: a scroll to top under way stops. */
const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown'] as const;

let stopRunning: (() => void) | null = null;

/** Stops a scroll to top in progress, if any. */
export function cancelScrollToTop(): void {
  stopRunning?.();
}

/**
 * Scrolls `win` to the top, `step` pixels per animation frame, or at once for visitors who ask
 * for reduced motion; the back-to-top button and every client-side navigation of the site use it.
 * A page moved up meanwhile (a scroll bar dragged up) is followed from where it is; one moved
 * down (an anchor) or the visitor's wheel, touch or keys stop it. Starting again cancels the
 * previous run. `behavior: 'instant'` keeps a page's `scroll-behavior: smooth` from turning each
 * step into an animation of its own. Answers a function that stops it.
 */
export function scrollToTop(win: Window, step = SCROLL_STEP): () => void {
  cancelScrollToTop();
  if (scrollTopOf(win) <= 0) return () => {};
  if (prefersReducedMotion(win)) {
    win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    return () => {};
  }
  let expected = scrollTopOf(win);
  let frame = 0;
  const stop = () => {
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
    for (const type of INTERRUPTIONS) win.removeEventListener(type, stop);
    if (stopRunning === stop) stopRunning = null;
  };
  const tick = () => {
    frame = 0;
    const current = scrollTopOf(win);
    if (current <= 0 || current > expected + 2) {
      stop();
      return;
    }
    expected = Math.max(0, Math.min(expected, current) - step);
    win.scrollTo({ top: expected, left: win.scrollX, behavior: 'instant' as ScrollBehavior });
    if (expected > 0) frame = win.requestAnimationFrame(tick);
    else stop();
  };
  for (const type of INTERRUPTIONS) win.addEventListener(type, stop, { passive: true });
  stopRunning = stop;
  frame = win.requestAnimationFrame(tick);
  return stop;
}
