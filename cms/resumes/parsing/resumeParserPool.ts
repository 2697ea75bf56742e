import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { ResumeContact } from '../../../contract/entities/submissions';
import type { ParseTask, PreviewTask } from './resumeWorker';
import { PARSE_WORKER_HEAP_MB, RESUME_PARSE_TIMEOUT_MS_DEFAULT } from './resumeParseLimits';

export interface ResumeParser {
  /** The contact details of a resume, or empty fields when it cannot be read within the limits. */
  parse(fileName: string, bytes: Uint8Array): Promise<ResumeContact>;
  /**
   * The back office's preview page of a stored resume, null when it has nothing to show. Rejects
   * when the file cannot be rendered within the same limits as a parse.
   */
  preview(format: PreviewTask['format'], bytes: Uint8Array): Promise<string | null>;
  /** Stops the workers, ending the parses in flight. */
  close(): Promise<void>;
}

export interface ResumeParserOptions {
  timeoutMs?: number;
  threads?: number;
  /** Told why a parse answered empty fields without reading the file: a limit hit, a worker died. */
  onStopped?: (error: unknown) => void;
}

/** Workers are started on demand and stopped when idle: most hours see no resume. */
const IDLE_WORKER_MS = 60_000;

/**
 * Parsing or rendering a document is CPU work of unbounded length (pdfjs and mammoth run
 * synchronously), so it runs in worker threads: the event loop keeps answering while a hostile
 * file is read, a worker past the time limit is terminated, and each worker's heap is capped.
 */
export function createResumeParser({
  timeoutMs = RESUME_PARSE_TIMEOUT_MS_DEFAULT,
  threads = defaultThreadCount(),
  onStopped = () => {},
}: ResumeParserOptions = {}): ResumeParser {
  const pool = new Piscina<ParseTask | PreviewTask, ResumeContact | string | null>({
    filename: path.join(__dirname, 'resumeWorker.ts'),
    // The worker runs the TypeScript sources as the CMS does; it is given the loader explicitly
    // because a host process (a test runner) may load TypeScript another way that workers lack.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_WORKER_MS,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB },
    // At the request handlers' priority, not below: an applicant waits for the form to fill, and a
    // worker's start (the sources and pdfjs loaded) is seconds of work. Niced by 10, that start
    // took 7 to 20 s beside a busy build or test run, past the time limit (docs/api.md).
  });
  return {
    async parse(fileName, bytes) {
      try {
        // The time limit runs from here, so a parse waiting behind busy workers is bounded too.
        return (await pool.run({ fileName, bytes }, { signal: AbortSignal.timeout(timeoutMs) })) as ResumeContact;
      } catch (error) {
        onStopped(error);
        return { name: '', phone: '', email: '' };
      }
    },
    async preview(format, bytes) {
      return (await pool.run({ format, bytes }, { name: 'preview', signal: AbortSignal.timeout(timeoutMs) })) as string | null;
    },
    close: () => pool.destroy(),
  };
}

/** One core is left to the event loop, so that reads are answered while every worker is busy. */
function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}
