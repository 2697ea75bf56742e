/** SPEC §9: the scroll to top moves 100 px per animation frame. */
export const SCROLL_STEP_PX = 100;

/** Navigations whose URL carries `anchor` scroll to a section instead of the top (SPEC §2). */
export function hasAnchorQuery(search: string): boolean {
  return new URLSearchParams(search).has('anchor');
}

export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let cancelRunning: (() => void) | null = null;

/** Stops a scroll to top in progress, if any. */
export function cancelScrollToTop(): void {
  cancelRunning?.();
  cancelRunning = null;
}

const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls the window to the top, 100 px per animation frame, or at once when the visitor asked
 * for reduced motion. Stops when the visitor scrolls, touches or types meanwhile, or when the
 * page does not move (nothing left to scroll). Starting again cancels the previous run.
 */
export function scrollToTop(win: Window = window): void {
  cancelScrollToTop();
  const start = win.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion(win)) {
    win.scrollTo(0, 0);
    return;
  }
  let frame = 0;
  let expected = start;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    for (const type of INTERRUPTIONS) win.removeEventListener(type, stop);
    if (cancelRunning === stop) cancelRunning = null;
  };
  const step = () => {
    const current = win.scrollY;
    // Someone else moved the page (the visitor, an anchor): leave it where it is.
    if (Math.abs(current - expected) > 2 || current <= 0) {
      stop();
      return;
    }
    expected = Math.max(0, current - SCROLL_STEP_PX);
    win.scrollTo(0, expected);
    if (expected > 0) frame = win.requestAnimationFrame(step);
    else stop();
  };
  for (const type of INTERRUPTIONS) win.addEventListener(type, stop, { passive: true });
  cancelRunning = stop;
  frame = win.requestAnimationFrame(step);
}
