import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { activeElementOf, deepActiveElement, eventWentThrough, tabbableWithin } from './dom';

export interface ModalShellProps {
  open: boolean;
  /** The visitor wants it closed: Escape, the × button, or a click on the backdrop. */
  onDismiss(): void;
  title: ReactNode;
  /** The title's id; the text describing the dialog is `${titleId}-about`. */
  titleId: string;
  /** The × button's accessible name. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog without `<dialog>` (the widgets render it in shadow roots on any page): a
 * backdrop, focus moved to the first control of its content on opening, kept inside while open (Tab wraps, focus leaving is
 * brought back) and given back to whatever opened it on closing (also inside another shadow
 * root), the page behind kept from scrolling, Escape and a click on the backdrop dismissing it.
 * The consult dialog and the site's download centre use it; its classes are the widgets'
 * (`cmsw-backdrop`, `cmsw-dialog`, `cmsw-dialog-header`, `cmsw-dialog-title`, `cmsw-icon-button`),
 * which the site's download centre styles under its own class.
 */
export function ModalShell({ open, onDismiss, title, titleId, closeLabel, children }: ModalShellProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    const opener = deepActiveElement(document);
    const dialog = dialogRef.current;
    // Into the content: its first control, after the header's × button.
    if (dialog) tabbableWithin(dialog)[1]?.focus();
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    const keepFocusInside = (event: FocusEvent) => {
      const current = dialogRef.current;
      if (current && !eventWentThrough(event, current)) tabbableWithin(current)[0]?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      html.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    } else if (event.key === 'Tab') {
      const items = tabbableWithin(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = activeElementOf(dialog);
      if (event.shiftKey && (current === first || !dialog.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // A click dismisses only when it started and ended on the backdrop (not a text selection
  // dragged out of a field).
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onDismiss();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <div className="cmsw-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div ref={dialogRef} className="cmsw-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={`${titleId}-about`}>
        <div className="cmsw-dialog-header">
          <h2 id={titleId} className="cmsw-dialog-title">{title}</h2>
          <button type="button" className="cmsw-icon-button cmsw-focusable" aria-label={closeLabel} onClick={onDismiss}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
