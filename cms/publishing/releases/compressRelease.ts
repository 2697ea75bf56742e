import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

export interface ReleaseCompression {
  /** Files that got their `.br` and `.gz` twins (small files get none). */
  compressed: number;
  ms: number;
}

/** Files a worker is handed at once: fewer messages between threads than one file each. */
const BATCH = 64;
/** Compressing is background work: a visitor's request and a running build go first. */
const NICENESS = 10;

/**
 * Writes the twins of `files` (relative to the release `dir`) in worker threads, one per core.
 * It runs once the release is live: until a file's twins exist the server sends the file itself,
 * and each twin appears whole (compression/twins.ts), so a visitor never gets a partial one.
 */
export async function compressRelease(dir: string, files: readonly string[]): Promise<ReleaseCompression> {
  const started = Date.now();
  if (files.length === 0) return { compressed: 0, ms: 0 };
  const pool = new Piscina<string[], number>({
    filename: path.join(__dirname, 'compressWorker.ts'),
    // The worker runs the TypeScript sources; given explicitly, as a host process (a test
    // runner) may load TypeScript in a way its workers lack.
    execArgv: ['--import', 'tsx'],
    maxThreads: os.availableParallelism(),
    niceIncrement: NICENESS,
  });
  try {
    const batches: string[][] = [];
    for (let start = 0; start < files.length; start += BATCH) {
      batches.push(files.slice(start, start + BATCH).map((file) => path.join(dir, file)));
    }
    const counts = await Promise.all(batches.map((batch) => pool.run(batch)));
    return { compressed: counts.reduce((sum, count) => sum + count, 0), ms: Date.now() - started };
  } finally {
    await pool.destroy();
  }
}
