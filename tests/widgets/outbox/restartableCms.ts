import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { WIDGETS_DIR } from '../../../builders/paths';
import { buildApp, type AppOptions } from '../../../cms/app';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { testAppOptions } from '../../support/testApp';

/**
 * A real CMS (SQLite, serving the embed bundle of `npm run build:widgets`) that can be stopped and started again on the same data folder and the
 * same port, as a server that went down and came back does. `startTestApp` deletes its folder
 * on close, so the outbox tests use this instead.
 */
export interface RestartableCms {
  /** The running app; throws while stopped. */
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:{port}`, the same across restarts. */
  readonly origin: string;
  readonly dataDir: string;
  readonly running: boolean;
  stop(): Promise<void>;
  /** Starts it again; a `spamChallenge` given here stays for the later starts. */
  start(changes?: Pick<RestartableCmsOptions, 'spamChallenge'>): Promise<void>;
  /** Stops it and removes its data folder. */
  close(): Promise<void>;
}

export interface RestartableCmsOptions {
  corsOrigins?: string[];
  /** The built site to serve (and with it the widget bundle, when the CMS serves one). */
  siteDir?: string;
  /** Off unless given (testAppOptions): the browsers' end-to-end tests turn the proof-of-work challenge on. */
  spamChallenge?: AppOptions['spamChallenge'];
}

export async function startRestartableCms(options: RestartableCmsOptions = {}): Promise<RestartableCms> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-outbox-'));
  let app: FastifyInstance | null = null;
  let port = 0;
  let spamChallenge = options.spamChallenge;

  const start = async (changes: Pick<RestartableCmsOptions, 'spamChallenge'> = {}) => {
    if (app) return;
    if (changes.spamChallenge) spamChallenge = changes.spamChallenge;
    const next = await buildApp({
      ...testAppOptions(dataDir),
      ...(spamChallenge && { spamChallenge }),
      corsOrigins: options.corsOrigins ?? [],
      seed: loadDemoContent,
      siteDir: options.siteDir,
      widgetsDir: WIDGETS_DIR,
    });
    await next.ready();
    const address = await next.listen({ host: '127.0.0.1', port });
    port = Number(new URL(address).port);
    app = next;
  };
  const stop = async () => {
    const current = app;
    app = null;
    await current?.close();
  };

  await start();
  return {
    get app() {
      if (!app) throw new Error('the CMS is stopped');
      return app;
    },
    get origin() {
      return `http://127.0.0.1:${port}`;
    },
    dataDir,
    get running() {
      return app !== null;
    },
    stop,
    start,
    async close() {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
