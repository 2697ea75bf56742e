import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the server is ready and then every `intervalMs`; answers `runNow`, which runs it
 * on demand. Runs, on the timer or asked for, go one after the other in one queue, so that two
 * never overlap. A failed run on the timer is logged and the next one still comes (one asked for
 * fails to its caller); the run in progress is awaited on close, before the database it uses is
 * closed; the timer alone does not keep the process alive. The server is ready once the first run
 * ended, unless `inBackground` (a job that may take minutes, such as a backup).
 */
export function runPeriodically<T>(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<T>,
  { inBackground = false }: { inBackground?: boolean } = {},
): () => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const runNow = () => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  const runAndSchedule = async () => {
    try {
      await runNow();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    }
    if (closed) return;
    timer = setTimeout(() => void runAndSchedule(), intervalMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    const first = runAndSchedule();
    if (!inBackground) await first;
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await queue;
  });
  return runNow;
}
