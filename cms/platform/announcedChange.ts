import type { FastifyInstance } from 'fastify';
import { listenForNotices } from '../db/noticeListener';
import { notifyInstances } from './instanceNotices';

export interface AnnouncedChangeOptions {
  databaseUrl: string | undefined;
  /** The notice channel, a plain identifier. */
  channel: string;
  /** What changes, for the listener's connection name (`cms <what> listener`) and the log. */
  what: string;
  /** What an instance does when it learns of a change: drop or read again what it holds. */
  onChange: () => void | Promise<void>;
}

/**
 * How a change made through one instance reaches all of them: the returned `announce` runs
 * `onChange` here before it resolves, and on PostgreSQL notifies `channel`, on which every
 * instance listens and runs `onChange` too, as it does after its listening connection comes back
 * (notices sent meanwhile are lost). SQLite serves one process, which only runs its own.
 */
export async function announcedChange(app: FastifyInstance, options: AnnouncedChangeOptions): Promise<() => Promise<void>> {
  const { databaseUrl, channel, what, onChange } = options;
  if (!databaseUrl) return async () => onChange();
  const listener = listenForNotices({
    databaseUrl,
    channel,
    applicationName: `cms ${what} listener`,
    onNotice: () => void Promise.resolve().then(onChange).catch((error: unknown) => app.log.error({ err: error }, `could not take in a change of the ${what}`)),
    onConnectionLost: (error, retryInMs) =>
      app.log.warn({ err: error }, `${what} listener lost its connection; changes are taken in again on reconnecting in ${retryInMs} ms`),
  });
  app.addHook('onClose', () => listener.close());
  await listener.ready;
  return async () => {
    await onChange();
    await notifyInstances(app.db, channel);
  };
}
