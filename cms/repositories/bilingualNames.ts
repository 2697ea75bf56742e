import type { ApiLanguage } from '../../contract/language';

/** A name per language from the rows of an `_i18n` table; a language without a row is null. */
export function namesByLanguage<Row extends { language: string }>(rows: Row[], name: (row: Row) => string): Record<ApiLanguage, string | null> {
  const of = (language: ApiLanguage) => {
    const row = rows.find((candidate) => candidate.language === language);
    return row ? name(row) : null;
  };
  return { zh: of('zh'), en: of('en') };
}

/** A `LIKE` pattern finding `text` anywhere, its own `%`, `_` and `\` taken literally (with `ESCAPE '\'`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
