import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The sheets of an XLSX file, read back by exceljs: each sheet's name, its cells row by row (an
 * empty cell as null, a cell with a date format as a Date) and each cell's number format (null
 * where it has none).
 */
export async function readWorkbook(bytes: Buffer): Promise<Array<{ name: string; rows: unknown[][]; formats: Array<Array<string | null>> }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    const formats: Array<Array<string | null>> = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells = Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1));
      rows.push(cells.map((cell) => cell.value ?? null));
      formats.push(cells.map((cell) => cell.numFmt ?? null));
    });
    return { name: sheet.name, rows, formats };
  });
}
