/** Links and buttons a menu panel can move focus between (not the tabs: they have their own keys). */
export function focusableItems(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (element) => element.getAttribute('role') !== 'tab' && !element.closest('[hidden]'),
  );
}

/** Moves focus by `delta` among the panel's items, wrapping around. */
export function moveFocus(container: HTMLElement | null, delta: 1 | -1): void {
  const items = focusableItems(container);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = current === -1 ? (delta === 1 ? 0 : items.length - 1) : (current + delta + items.length) % items.length;
  items[next]?.focus();
}
