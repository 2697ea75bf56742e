const NAMED_USES = 5;

/** Where something is still used, as a refusal tells it: the first few names, and how many there are in all. */
export function whereUsed(names: string[]): string {
  const named = names.slice(0, NAMED_USES).map((name) => `“${name}”`).join(', ');
  return names.length > NAMED_USES ? `${named} … (${names.length})` : named;
}
