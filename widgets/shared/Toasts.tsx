import { WidgetStyle } from './environment';
import { useEffect, useState, type RefObject } from 'react';

/** The live regions that announce a submission's result (loaded with them, after the dialog's first paint). */
interface Toast {
  kind: 'status' | 'alert';
  text: string;
  /** Distinguishes two equal messages in a row, so the second is announced and timed too. */
  serial: number;
}

const TOAST_MS = 6000;

/**
 * Toasts show at the top of the window, 24 px down; a page with a fixed or sticky header sets
 * `--cms-widgets-toast-top` below it, so a toast never covers the page's own navigation.
 */
const TOAST_CSS = `
.cmsw-toasts{position:fixed;top:var(--cms-widgets-toast-top,24px);left:50%;transform:translateX(-50%);z-index:2147483647;display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none;width:max-content;max-width:calc(100vw - 32px)}
.cmsw-toast{display:block;padding:10px 16px;border-radius:6px;background:#f0fdf4;border:1px solid #86efac;color:#14532d;font-size:14px;line-height:1.5;box-shadow:0 6px 16px rgba(0,0,0,.12)}
.cmsw-toast-error{background:#fef2f2;border-color:#fca5a5;color:#7f1d1d}
.cmsw-toast:empty{display:none}
@media (prefers-reduced-motion:no-preference){.cmsw-toast{animation:cmsw-fade-in .2s ease-out}}
@keyframes cmsw-fade-in{from{opacity:0;transform:translateY(-6px)}to{opacity:1;transform:none}}
`;

/**
 * Both live regions are in the DOM, empty, before any message arrives (the consult dialog renders
 * them when it opens, with the chunk that sends the lead): screen readers only announce changes
 * to regions they already know. Success is a polite `status`, a failure an assertive `alert`.
 */
export function Toasts({ announce }: { announce: RefObject<((kind: Toast['kind'], text: string) => void) | undefined> }) {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    announce.current = (kind, text) => setToast((previous) => ({ kind, text, serial: (previous?.serial ?? 0) + 1 }));
  }, [announce]);
  // Cleared after a few seconds.
  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="cmsw-toasts">
      <WidgetStyle css={TOAST_CSS} />
      <div role="status" aria-live="polite" aria-atomic="true" className="cmsw-toast">
        {toast?.kind === 'status' ? toast.text : ''}
      </div>
      <div role="alert" aria-atomic="true" className="cmsw-toast cmsw-toast-error">
        {toast?.kind === 'alert' ? toast.text : ''}
      </div>
    </div>
  );
}
