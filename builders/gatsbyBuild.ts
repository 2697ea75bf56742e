import os from 'node:os';
import path from 'node:path';
import { ROOT, UNSOURCED_DIRS } from './paths';
import { runCommand } from './runCommand';

/**
 * The heap limits of Gatsby's workers. What a worker holds is mostly garbage V8 has not collected
 * yet (79 MB live in an HTML worker holding 424 MB at 10,000 cases), and V8 lets the heap grow
 * toward a limit set by the machine's memory: the query worker beside Gatsby's main process took
 * the build past 4 GB at 100,000 cases, and an HTML worker a core took it near 2 GB at 10,000
 * (docs/buildScale.md).
 */
const QUERY_WORKER_HEAP_MB = 1_536;
const HTML_WORKER_HEAP_MB = 256;

/**
 * An HTML worker for every so many pages a build renders, up to one a core. Starting a worker
 * (Node and Gatsby's worker module) took 4.7 to 5.7 s of CPU here, in which one worker renders
 * about 2,000 pages; a publish's build renders a few, and keeps Gatsby's one worker.
 */
const HTML_PAGES_PER_WORKER = 2_000;

/**
 * Runs `gatsby build` from the repository with `env` added to what every build takes: no
 * telemetry, no interactive output, the unsourced folders for Parcel to skip in Gatsby's compile
 * of its own files (PARCEL_WATCH_IGNORE, read by patches/@parcel+core+2.8.3.patch; why in
 * builders/paths.ts and docs/buildScale.md), the workers' heap limits, and up to a worker a core
 * for the HTML (read by patches/gatsby+5.16.1.patch). Gatsby runs one worker fewer than the cores
 * for both its page queries and its HTML; the main process only waits while the HTML is
 * rendered, and a second query worker's memory would not fit within 4 GB at 100,000 cases.
 */
export function gatsbyBuild(env: NodeJS.ProcessEnv, log: (text: string) => void): Promise<void> {
  return runCommand(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
    PARCEL_WATCH_IGNORE: UNSOURCED_DIRS.join(path.delimiter),
    GATSBY_QUERY_WORKER_NODE_OPTIONS: `--max-old-space-size=${QUERY_WORKER_HEAP_MB}`,
    GATSBY_HTML_WORKERS: String(os.availableParallelism()),
    GATSBY_HTML_PAGES_PER_WORKER: String(HTML_PAGES_PER_WORKER),
    GATSBY_HTML_WORKER_NODE_OPTIONS: `--max-old-space-size=${HTML_WORKER_HEAP_MB}`,
    ...env,
  }, log);
}
