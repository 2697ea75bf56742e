import { parse } from 'csv-parse/sync';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A CSV export's rows, read by a CSV parser (quoted cells may hold commas, quotes and line breaks); fails without the byte-order mark. */
export function readCsv(bytes: Buffer): string[][] {
  if (!bytes.subarray(0, 3).equals(BOM)) throw new Error('the CSV does not start with a UTF-8 byte-order mark');
  return parse(bytes.subarray(3).toString('utf8'), { relax_column_count: false }) as string[][];
}
