import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { exportCells } from './exportCells';
import { columnTitles, type ExportDefinition, type ExportReader } from './exportDefinition';

/**
 * Visitors typed these cells: one starting like a formula would run as one in a spreadsheet, so
 * it is written with a leading apostrophe, which spreadsheets show as text.
 */
const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** How the file ends when its reader stops taking it (a client hanging up): not a failure of the export. */
const endedByReader = (error: NodeJS.ErrnoException) => error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError';

async function* csvRecords<Row>(rows: AsyncIterable<Row>, definition: ExportDefinition<Row>, reader: ExportReader) {
  for await (const row of rows) {
    yield exportCells(definition, row, reader).map((cell) => (cell !== null && typeof cell === 'object' ? cell.text : cell));
  }
}

/**
 * Rows as a CSV stream, UTF-8 with a byte-order mark (without one, Excel on Windows reads the
 * Chinese as the local code page), headed and labelled in the staff member's language, times
 * as text with their offset (a CSV has no date type).
 */
export function csvExport<Row>(
  rows: AsyncIterable<Row>,
  definition: ExportDefinition<Row>,
  reader: ExportReader,
  onError: (error: Error) => void,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columnTitles(definition, reader.language),
    cast: { string: inertCell },
  });
  pipeline(Readable.from(csvRecords(rows, definition, reader)), csv, (error) => {
    if (error && !endedByReader(error)) onError(error);
  });
  return csv;
}
