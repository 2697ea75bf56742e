import os from 'node:os';
import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { REQUEST_TIMEOUT_MS } from '../../../contract/api';
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
  /** How long a worker may read one file. */
  timeoutMs?: number;
  /** How long a file may wait for a worker to start reading it: by default as long as an API client waits for an answer. */
  waitMs?: number;
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
  waitMs = REQUEST_TIMEOUT_MS,
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
    // worker's start (the sources and the document libraries loaded) is seconds of work. Niced by
    // 10, a new worker took 7 to 20 s to parse a PDF beside a busy build or test run (docs/api.md).
  });
  /** Runs a task (the default, or the one named) within its limits: taskLimit below. */
  async function run(task: Omit<ParseTask, 'started'> | Omit<PreviewTask, 'started'>, name?: 'preview') {
    const limit = taskLimit(waitMs, timeoutMs);
    try {
      return await pool.run({ ...task, started: limit.started }, { name, signal: limit.signal, transferList: [limit.started] });
    } finally {
      limit.end();
    }
  }
  return {
    async parse(fileName, bytes) {
      try {
        return (await run({ fileName, bytes })) as ResumeContact;
      } catch (error) {
        onStopped(error);
        return { name: '', phone: '', email: '' };
      }
    },
    preview: async (format, bytes) => (await run({ format, bytes }, 'preview')) as string | null,
    close: () => pool.destroy(),
  };
}

interface TaskLimit {
  signal: AbortSignal;
  /** Handed to the worker, which says through it when it starts reading the file. */
  started: MessagePort;
  end(): void;
}

/**
 * A task is aborted once a worker has read its file for `timeoutMs`, the bound on what one file
 * may cost. Waiting for a worker, its start (the sources and the document libraries loaded, seconds
 * on a busy machine) included, is not the file's doing and is bounded apart, by `waitMs`.
 */
function taskLimit(waitMs: number, timeoutMs: number): TaskLimit {
  const controller = new AbortController();
  const { port1, port2 } = new MessageChannel();
  const abortAfter = (ms: number, why: string) =>
    setTimeout(() => controller.abort(new DOMException(`${why} within ${ms} ms`, 'TimeoutError')), ms);
  const waiting = abortAfter(waitMs, 'no worker started reading the resume');
  let reading: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    clearTimeout(waiting);
    reading = abortAfter(timeoutMs, 'the resume was not read');
  });
  return {
    signal: controller.signal,
    started: port2,
    end() {
      clearTimeout(waiting);
      clearTimeout(reading);
      port1.close();
    },
  };
}

/** One core is left to the event loop, so that reads are answered while every worker is busy. */
function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}
