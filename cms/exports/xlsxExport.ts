import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { WallClock } from '../../contract/companyTime';
import { exportCells, type ExportCell } from './exportCells';
import { columnTitles, type ExportColumn, type ExportDefinition, type ExportReader } from './exportDefinition';

/**
 * A spreadsheet's date has no time zone: it holds the wall clock, written here as the UTC
 * fields of a Date (exceljs counts serial days from UTC), its offset shown by the cell's format.
 */
const dateCell = (time: WallClock): Partial<ExcelJS.Cell> => ({
  value: new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)),
  numFmt: `yyyy-mm-dd hh:mm:ss "${time.offset}"`,
});

/**
 * Each column wide enough for what it holds (Excel shows ##### for a date that does not fit its
 * column); notes, one a line, wrap at their line breaks.
 */
function columnLayout<Row>(column: ExportColumn<Row>): Partial<ExcelJS.Column> {
  if (column.kind === 'time') return { width: 26 };
  if (column.kind === 'notes') return { width: 60, style: { alignment: { wrapText: true, vertical: 'top' } } };
  return { width: 18 };
}

function addRow(sheet: ExcelJS.Worksheet, cells: ExportCell[]) {
  const row = sheet.addRow(cells.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell)));
  cells.forEach((cell, index) => {
    if (cell !== null && typeof cell === 'object') Object.assign(row.getCell(index + 1), dateCell(cell.time));
  });
  row.commit();
}

/**
 * Rows as an XLSX workbook of one sheet, headed and labelled in the staff member's language,
 * written as the rows arrive by exceljs's streaming writer: with inline strings (no
 * shared-strings table, which would hold every text until the end) and committed row by row,
 * pausing while the client reads slower than the rows come, so a large export stays flat in
 * memory. Cells are typed: times are date cells in the company's time zone, and a visitor's
 * text starting with `=` is text, never a formula, kept as typed.
 */
export function xlsxExport<Row>(
  rows: AsyncIterable<Row>,
  definition: ExportDefinition<Row>,
  reader: ExportReader,
  onError: (error: Error) => void,
): Readable {
  const body = new PassThrough();
  // A client that goes away ends the writing instead of leaving it waiting for a drain.
  const gone = new AbortController();
  body.once('close', () => gone.abort());
  const write = async () => {
    // Styles on: the date cells' number format is one (exceljs keeps one entry per distinct format).
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(definition.sheetTitle[reader.language]);
    sheet.columns = definition.columns.map(columnLayout);
    sheet.addRow(columnTitles(definition, reader.language)).commit();
    for await (const row of rows) {
      if (gone.signal.aborted) return;
      addRow(sheet, exportCells(definition, row, reader));
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
