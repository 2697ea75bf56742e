import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { CmsConfig } from './config';
import { loggerOptions } from './observability/loggerOptions';

/**
 * How long a stopping process waits for requests in flight before it exits anyway; the systemd
 * unit (deploy/systemd/) gives it a little more before it kills.
 */
export const CLOSE_GRACE_MS = 10_000;

export type StartOptions = AppOptions & Pick<CmsConfig, 'port' | 'host' | 'logLevel'>;

export interface RunningCms {
  app: FastifyInstance;
  /** `http://host:port` as it listens (the port the OS picked when configured 0). */
  origin: string;
  port: number;
}

/**
 * Starts the CMS as a process does: structured logs (readable ones on a terminal), graceful close on SIGTERM/SIGINT, one port,
 * and a line saying where it listens and on which data.
 */
export async function startCms(options: StartOptions): Promise<RunningCms> {
  const app = await buildApp(options, { logger: await loggerOptions(options.logLevel) });

  // close() stops accepting connections and waits for requests in flight, so every write a
  // client was told succeeded has been committed before the database closes.
  closeWithGrace({ delay: CLOSE_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const origin = `http://${options.host}:${port}`;
  console.log(`CMS listening on ${origin} (data: ${app.dbDescription})`);
  return { app, origin, port };
}
