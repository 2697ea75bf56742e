import type { ReactElement } from 'react';
import { useLocaleState } from 'react-admin';
import type { ContentListRow } from '../../../contract/content/protocol';
import type { ApiLanguage } from '../../../contract/language';
import { InLanguage } from '../shared/InLanguage';
import { rowTitle, shownTitle } from './list/rowTitle';

const otherLanguage = (language: ApiLanguage): ApiLanguage => (language === 'en' ? 'zh' : 'en');

function useInterfaceLanguage(): ApiLanguage {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'zh';
}

/**
 * How a category, tag or case is offered in a choice: by its name in the interface's language,
 * else (an item named in one language only) in the other one, marked with its `lang`; by its
 * number where it has neither.
 */
export function useRowChoiceText(): (row: ContentListRow) => string | ReactElement {
  const language = useInterfaceLanguage();
  return (row) => {
    const own = shownTitle(row, language);
    if (own) return own;
    const other = shownTitle(row, otherLanguage(language));
    return other ? <InLanguage language={otherLanguage(language)}>{other}</InLanguage> : rowTitle(row);
  };
}

/** The same name as words only, for what an autocomplete's text box shows of a row. */
export function useRowChoiceInputText(): (row: ContentListRow) => string {
  const language = useInterfaceLanguage();
  return (row) => shownTitle(row, language) ?? rowTitle(row);
}
