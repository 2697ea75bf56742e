import type { ApiLanguage } from '../../contract/language';

/** Labels of stored codes (`qualified`), in each language staff read: `{ zh: { qualified: '已确认' }, en: {…} }`. */
export type CodeLabels = Readonly<Record<ApiLanguage, Readonly<Record<string, string>>>>;

/** A staff note as exports write it: when, by whom, what. */
export interface ExportNote {
  createdAt: string;
  author: string;
  text: string;
}

/**
 * How a column's value is written. `text` (the default): as stored. `time`: an ISO instant,
 * written in the company's time zone with its offset (a date cell in XLSX). `notes`: staff
 * notes, oldest first, one a line. Labels: a code written as its label in the exporter's language.
 */
export type ExportColumnKind = 'text' | 'time' | 'notes' | { labels: CodeLabels };

/** One column of an export: the row's field it shows, titled in each language staff read. */
export interface ExportColumn<Row> {
  key: keyof Row & string;
  zh: string;
  en: string;
  kind?: ExportColumnKind;
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

/** Who reads an export: its labels and titles are in their language, its times in the company's time zone. */
export interface ExportReader {
  language: ApiLanguage;
  timeZone: string;
}

/** The column titles in the staff member's language. */
export const columnTitles = <Row>(definition: ExportDefinition<Row>, language: ApiLanguage) =>
  definition.columns.map((column) => column[language]);
