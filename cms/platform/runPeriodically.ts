import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the server is ready and then every `intervalMs`. A failed run is logged and
 * the next one still comes; a run in progress is awaited on close, before the database it uses
 * is closed; the timer alone does not keep the process alive. The server is ready once the first
 * run ended, unless `inBackground` (a job that may take minutes, such as a backup).
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  { inBackground = false }: { inBackground?: boolean } = {},
): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const runAndSchedule = async () => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    }
    if (closed) return;
    timer = setTimeout(() => {
      running = runAndSchedule();
    }, intervalMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    running = runAndSchedule();
    if (!inBackground) await running;
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
