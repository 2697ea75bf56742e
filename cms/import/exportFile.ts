import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { API_LANGUAGES, type ApiLanguage } from '../../contract/language';
import { contentExportSchema, describeIssues, type ContentExportSection } from '../../contract/validation/contentExport';

/** A content export read and its frame checked; its items are checked one by one when imported. */
export interface ExportFile {
  /** The export file's folder: media paths are relative to it. */
  folder: string;
  sections: Array<{ language: ApiLanguage; section: ContentExportSection }>;
}

/** The file as a whole cannot be imported (unreadable, not JSON, not an export). */
export class ExportFileError extends Error {}

export async function readExportFile(file: string): Promise<ExportFile> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new ExportFileError(`${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = v.safeParse(contentExportSchema, parsed);
  if (!result.success) throw new ExportFileError(`${file} is not a content export: ${describeIssues(result.issues)}`);
  const sections = API_LANGUAGES.flatMap((language) => {
    const section = result.output[language];
    return section ? [{ language, section }] : [];
  });
  return { folder: path.dirname(path.resolve(file)), sections };
}
