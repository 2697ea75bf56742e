import { formatCompanyTime, wallClock, type WallClock } from '../../contract/companyTime';
import type { ExportColumn, ExportDefinition, ExportNote, ExportReader } from './exportDefinition';

/** A cell as both formats take it: text or a number as it is, a time as the company's wall clock. */
export type ExportCell = string | number | null | { time: WallClock; text: string };

function noteLine(note: ExportNote, reader: ExportReader): string {
  return `${formatCompanyTime(new Date(note.createdAt), reader.timeZone)} ${note.author}: ${note.text}`;
}

function cellOf<Row>(column: ExportColumn<Row>, value: unknown, reader: ExportReader): ExportCell {
  if (value === null || value === undefined) return null;
  const kind = column.kind ?? 'text';
  if (kind === 'time') {
    const instant = new Date(value as string);
    return { time: wallClock(instant, reader.timeZone), text: formatCompanyTime(instant, reader.timeZone) };
  }
  if (kind === 'notes') {
    const notes = value as readonly ExportNote[];
    return notes.length === 0 ? null : notes.map((note) => noteLine(note, reader)).join('\n');
  }
  if (kind === 'text') return value as string | number;
  // A code without a label (one stored before its label was written) is still shown, as stored.
  return kind.labels[reader.language][value as string] ?? (value as string);
}

/** A row's cells in the definition's column order, as the reader reads them. */
export const exportCells = <Row>(definition: ExportDefinition<Row>, row: Row, reader: ExportReader): ExportCell[] =>
  definition.columns.map((column) => cellOf(column, row[column.key], reader));
