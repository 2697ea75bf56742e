import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes under a temporary dot-name in the same folder and renames: a server looking for the file
 * meanwhile finds none (a twin's file is then sent itself) or the previous one, or the whole new
 * one, never part of one.
 */
export async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomUUID()}`);
  try {
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
