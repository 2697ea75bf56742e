/** Navigations whose URL carries `anchor` scroll to a section instead of the top. */
export function hasAnchorQuery(search: string): boolean {
  return new URLSearchParams(search).has('anchor');
}
