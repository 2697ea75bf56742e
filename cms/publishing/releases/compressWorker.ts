import { writeCompressedTwins } from '../../../compression/twins';

/**
 * A compression worker thread's task (see compressRelease.ts): the twins of each file of a batch.
 * A file gone meanwhile (its release was removed by a later publish) is skipped. Answers how
 * many files got twins.
 */
export default async function compressBatch(files: string[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    try {
      if (await writeCompressedTwins(file)) written += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return written;
}
