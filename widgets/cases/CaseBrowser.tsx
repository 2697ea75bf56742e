import { CASE_PARTS } from './caseParts';
import { CASE_PARTS_CSS } from './caseParts.css';
import { CASES_CORE_CSS } from './cases.css';
import type { CaseBrowserProps } from './caseModel';
import { CaseBrowserView } from './CaseBrowserView';

/** The case browser's whole stylesheet: the grid and pager, the category bar and load-more. */
export const CASES_CSS = CASES_CORE_CSS + CASE_PARTS_CSS;

/**
 * The case list: a category selector (All first), a grid of cards, and a pager —
 * or, in a container narrower than 640 px, a load-more control that ends in a load-completed
 * state. Non-zero codes are ignored silently: the list stays as it was. Every part is
 * rendered statically (server rendering); the embed uses ./CaseBrowserView directly.
 */
export function CaseBrowser(props: CaseBrowserProps) {
  return <CaseBrowserView {...props} parts={CASE_PARTS} css={CASES_CSS} />;
}
