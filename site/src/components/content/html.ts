/**
 * Small, string-level adjustments to editor-authored HTML from the CMS (already sanitised there),
 * so its headings fit the outline of the page that shows it.
 */

const HEADING = /<(\/?)h([1-6])(\s[^>]*)?>/gi;

/** Removes a heading that opens the body when the page already shows the same title. */
export function stripLeadingHeading(html: string): string {
  return html.replace(/^\s*<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>\s*/i, '');
}

/**
 * Shifts every heading so the highest one in the body gets `topLevel` (h2 under the page's h1,
 * h4 inside a card titled h3, …), keeping their relative order and never going past h6.
 */
export function fitHeadings(html: string, topLevel: number): string {
  let highest = 7;
  for (const match of html.matchAll(HEADING)) highest = Math.min(highest, Number(match[2]));
  if (highest === 7 || highest === topLevel) return html;
  const shift = topLevel - highest;
  return html.replace(HEADING, (_all, slash: string, level: string, attributes: string | undefined) => {
    const next = Math.min(6, Math.max(1, Number(level) + shift));
    return `<${slash}h${next}${attributes ?? ''}>`;
  });
}

/** The first list of a body (e.g. the key figures of a periodic report), or null. */
export function firstList(html: string): string | null {
  const match = /<(ul|ol)[\s>][\s\S]*?<\/\1>/i.exec(html);
  return match ? match[0] : null;
}
