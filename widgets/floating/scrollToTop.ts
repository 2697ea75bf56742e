/** SPEC §9: the back-to-top button shows past 400 px of scroll and scrolls up 100 px per frame. */
export const BACK_TO_TOP_THRESHOLD = 400;
export const SCROLL_STEP = 100;

export function scrollTopOf(win: Window): number {
  return win.scrollY || win.document.documentElement.scrollTop || 0;
}

export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls `win` to the top, `step` pixels per animation frame, or at once for visitors who ask
 * for reduced motion. `behavior: 'instant'` keeps a page's `scroll-behavior: smooth` from turning
 * each step into an animation of its own. Answers a function that stops the animation.
 */
export function scrollToTop(win: Window, step = SCROLL_STEP): () => void {
  if (prefersReducedMotion(win)) {
    win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    return () => {};
  }
  let position = scrollTopOf(win);
  let frame = 0;
  const tick = () => {
    position = Math.max(0, Math.min(position, scrollTopOf(win)) - step);
    win.scrollTo({ top: position, left: win.scrollX, behavior: 'instant' as ScrollBehavior });
    frame = position > 0 ? win.requestAnimationFrame(tick) : 0;
  };
  frame = win.requestAnimationFrame(tick);
  return () => {
    if (frame) win.cancelAnimationFrame(frame);
  };
}
