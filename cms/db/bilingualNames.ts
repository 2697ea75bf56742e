import type { Translated } from '../../contract/content/protocol';
import { API_LANGUAGES } from '../../contract/language';

/** A text per language from the rows of an `_i18n` table; a language without a row is null. */
export const textsByLanguage = <Row extends { language: string }, Text>(rows: Row[], text: (row: Row) => Text): Translated<Text> =>
  Object.fromEntries(
    API_LANGUAGES.map((language) => {
      const row = rows.find((candidate) => candidate.language === language);
      return [language, row ? text(row) : null];
    }),
  ) as Translated<Text>;

/** A `LIKE` pattern finding `text` anywhere, its own `%`, `_` and `\` taken literally (with `ESCAPE '\'`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
