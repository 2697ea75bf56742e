/**
 * Small DOM helpers. None runs at import: the widgets render at build time in Gatsby, where
 * there is no window or document.
 */

/** The focused element, looking through open shadow roots (the opener may live in another widget's shadow root). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** The focused element of the tree (document or shadow root) `node` belongs to. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root ? root.activeElement : null;
}

/** Elements Tab reaches inside `container`, in document order. */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]')).filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLInputElement).disabled && !element.closest('[aria-hidden="true"],[hidden]'),
  );
}

/** Whether an event passed through `element`, across shadow boundaries. */
export function eventWentThrough(event: Event, element: Element | null): boolean {
  return element !== null && event.composedPath().includes(element);
}
