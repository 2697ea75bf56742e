/** Fills `{name}` placeholders of a widget's wording. Each widget keeps its own wording (`<widget>/copy.ts`), so a chunk carries only its own. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
