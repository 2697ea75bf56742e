import type { ContentListRow } from '../../../../contract/content/protocol';

/** What names a row where one name is needed (a button's label): its Chinese title, else its English one, else its number. */
export const rowTitle = (row: ContentListRow): string => row.title.zh ?? row.title.en ?? `#${row.id}`;
