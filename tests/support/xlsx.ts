import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The sheets of an XLSX file, read back by exceljs: each sheet's name and its cells row by row, an empty cell as null. */
export async function readWorkbook(bytes: Buffer): Promise<Array<{ name: string; rows: unknown[][] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null));
    });
    return { name: sheet.name, rows };
  });
}
