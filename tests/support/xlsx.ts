import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The sheets of an XLSX file, read back by exceljs: each sheet's name, its cells row by row (an
 * empty cell as null, a cell with a date format as a Date), each cell's number format (null
 * where it has none) and whether it wraps, and each column's width.
 */
export async function readWorkbook(bytes: Buffer): Promise<Array<{ name: string; rows: unknown[][]; formats: Array<Array<string | null>>; widths: Array<number | undefined>; wrapped: boolean[][] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    const formats: Array<Array<string | null>> = [];
    const wrapped: boolean[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells = Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1));
      rows.push(cells.map((cell) => cell.value ?? null));
      formats.push(cells.map((cell) => cell.numFmt ?? null));
      wrapped.push(cells.map((cell) => cell.alignment?.wrapText === true));
    });
    const widths = Array.from({ length: sheet.columnCount }, (_, index) => sheet.getColumn(index + 1).width);
    return { name: sheet.name, rows, formats, widths, wrapped };
  });
}
