import type { ContentListRow } from '../../../contract/content/protocol';
import { rowTitle } from './list/rowTitle';

/** How a category or tag is offered in a select: its name in both languages where it has both. */
export const rowChoiceText = (row: ContentListRow): string =>
  row.title.zh && row.title.en && row.title.zh !== row.title.en ? `${row.title.zh} / ${row.title.en}` : rowTitle(row);
