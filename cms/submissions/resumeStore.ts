import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResumeFormat } from '../../contract/resumeFormats';

/** While a resume file is being written it carries this suffix; a crash can leave one behind. */
export const PARTIAL_SUFFIX = '.partial';

/** The names {@link saveResumeFile} gives: a UUID and the format, with or without {@link PARTIAL_SUFFIX}. */
export const STORED_RESUME_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}(?:\.partial)?$/;

/**
 * Resume files go into a folder that is never served, under a generated name, and are flushed
 * to disk before the database row that points at them is committed.
 */
export async function saveResumeFile(resumesDir: string, format: ResumeFormat, bytes: Buffer): Promise<string> {
  const storedName = `${randomUUID()}.${format}`;
  const finalPath = path.join(resumesDir, storedName);
  const partialPath = `${finalPath}${PARTIAL_SUFFIX}`;
  const handle = await fs.open(partialPath, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partialPath, finalPath);
  return storedName;
}

export async function removeResumeFile(resumesDir: string, storedName: string): Promise<void> {
  await fs.rm(path.join(resumesDir, storedName), { force: true });
}
