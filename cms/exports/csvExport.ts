import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ApiLanguage } from '../../contract/language';
import type { ExportDefinition } from './exportDefinition';

/**
 * Visitors typed these cells: one starting like a formula would run as one in a spreadsheet, so
 * it is written with a leading apostrophe, which spreadsheets show as text.
 */
const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** How the file ends when its reader stops taking it (a client hanging up): not a failure of the export. */
const endedByReader = (error: NodeJS.ErrnoException) => error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError';

/**
 * Rows as a CSV stream, UTF-8 with a byte-order mark (without one, Excel on Windows reads the
 * Chinese as the local code page), headed in the staff member's language.
 */
export function csvExport<Row>(
  rows: AsyncIterable<Row>,
  definition: ExportDefinition<Row>,
  language: ApiLanguage,
  onError: (error: Error) => void,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: definition.columns.map((column) => ({ key: column.key, header: column[language] })),
    cast: { string: inertCell },
  });
  pipeline(Readable.from(rows), csv, (error) => {
    if (error && !endedByReader(error)) onError(error);
  });
  return csv;
}
