import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ApiLanguage } from '../../contract/language';
import { columnTitles, type ExportDefinition } from './exportDefinition';

/**
 * Rows as an XLSX workbook of one sheet, headed in the staff member's language, written as the
 * rows arrive by exceljs's streaming writer: with inline strings (no shared-strings table, which
 * would hold every text until the end) and committed row by row, pausing while the client reads
 * slower than the rows come, so a large export stays flat in memory. Cells are typed, so a
 * visitor's text starting with `=` is text, never a formula, and is kept as typed.
 */
export function xlsxExport<Row>(
  rows: AsyncIterable<Row>,
  definition: ExportDefinition<Row>,
  language: ApiLanguage,
  onError: (error: Error) => void,
): Readable {
  const body = new PassThrough();
  // A client that goes away ends the writing instead of leaving it waiting for a drain.
  const gone = new AbortController();
  body.once('close', () => gone.abort());
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet(definition.sheetTitle[language]);
    sheet.addRow(columnTitles(definition, language)).commit();
    for await (const row of rows) {
      if (gone.signal.aborted) return;
      sheet.addRow(definition.columns.map((column) => row[column.key] as ExcelJS.CellValue)).commit();
      if (body.writableNeedDrain) await once(body, 'drain', { signal: gone.signal });
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => {
    if (gone.signal.aborted) return;
    onError(error);
    body.destroy(error);
  });
  return body;
}
