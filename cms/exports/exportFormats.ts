import type { Readable } from 'node:stream';
import { csvExport } from './csvExport';
import type { ExportDefinition, ExportReader } from './exportDefinition';
import { xlsxExport } from './xlsxExport';

export interface ExportFormat {
  contentType: string;
  write<Row>(rows: AsyncIterable<Row>, definition: ExportDefinition<Row>, reader: ExportReader, onError: (error: Error) => void): Readable;
}

/** Every file an inbox exports to, by its extension. */
export const EXPORT_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', write: csvExport },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', write: xlsxExport },
} as const satisfies Record<string, ExportFormat>;

export type ExportExtension = keyof typeof EXPORT_FORMATS;
