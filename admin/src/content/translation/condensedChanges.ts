import type { SourceChange } from '../../../../contract/content/translation';

/** How much of a kept run is shown on each side of an elision. */
const CONTEXT = 40;

/**
 * A word diff as the editor shows it: the changes whole, and the text kept between them cut to
 * its ends (with an ellipsis), so a changed word in a long article is found at a glance rather
 * than in the whole body.
 */
export function condensedChanges(changes: readonly SourceChange[]): SourceChange[] {
  return changes.map((part, index) => {
    if (part.change !== 'kept' || part.text.length <= CONTEXT * 2 + 1) return part;
    const head = index === 0 ? '' : part.text.slice(0, CONTEXT);
    const tail = index === changes.length - 1 ? '' : part.text.slice(-CONTEXT);
    return { change: 'kept', text: `${head}…${tail}` };
  });
}
