import type { ApiLanguage } from '../../contract/language';

/** One column of an export: the row's field it shows, titled in each language staff read. */
export interface ExportColumn<Row> {
  key: keyof Row & string;
  zh: string;
  en: string;
}

/**
 * What one inbox exports, whatever the file format: its file name's stem, the sheet's title and
 * the columns in order. CSV and XLSX both read it, so the two files always carry the same columns.
 */
export interface ExportDefinition<Row> {
  fileStem: string;
  sheetTitle: Record<ApiLanguage, string>;
  columns: ReadonlyArray<ExportColumn<Row>>;
}

/** The column titles in the staff member's language. */
export const columnTitles = <Row>(definition: ExportDefinition<Row>, language: ApiLanguage) =>
  definition.columns.map((column) => column[language]);
