import type { ContentListRow } from '../../../../contract/content/protocol';
import type { ApiLanguage } from '../../../../contract/language';

type Titles = ContentListRow['title'];

/** The title in `language`, or for a kind named in one language (null) its Chinese title, else its English one. */
const titleIn = (titles: Titles, language: ApiLanguage | null): string | null => (language ? titles[language] : (titles.zh ?? titles.en));

/**
 * A row's titles as the site shows them while the item is published (its live rows'), else as its
 * working copy has them: the list names items as visitors see them.
 */
const shownTitles = (row: ContentListRow): Titles => (row.published ? row.liveTitle : row.title);

/** The row's title as shown (see shownTitles); null where it has none in that language. */
export const shownTitle = (row: ContentListRow, language: ApiLanguage | null): string | null => titleIn(shownTitles(row), language);

/** The language the title shown in `language` is in (for a kind named in one language, the one it has). */
export const shownTitleLanguage = (row: ContentListRow, language: ApiLanguage | null): ApiLanguage | null =>
  language ?? (shownTitles(row).zh ? 'zh' : shownTitles(row).en ? 'en' : null);

/**
 * The draft's title where the draft changes the one shown (`title` null: the draft has no text in
 * that language); null where it does not.
 */
export function draftTitle(row: ContentListRow, language: ApiLanguage | null): { title: string | null } | null {
  if (!row.hasDraft) return null;
  const draft = titleIn(row.title, language);
  return draft === shownTitle(row, language) ? null : { title: draft };
}

/** What names a row where one name is needed (a button's label): its title as shown, else its number. */
export const rowTitle = (row: ContentListRow): string => shownTitle(row, null) ?? `#${row.id}`;
