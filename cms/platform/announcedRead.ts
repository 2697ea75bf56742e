import type { FastifyInstance } from 'fastify';
import { announcedChange } from './announcedChange';

export interface AnnouncedReadOptions<Value> {
  databaseUrl: string | undefined;
  /** The notice channel, a plain identifier. */
  channel: string;
  /** What is held, for the listener's connection name and the log. */
  what: string;
  /** Reads what is held from the database. */
  read: () => Promise<Value>;
}

export interface AnnouncedRead<Value> {
  /** What this instance last read. */
  current(): Value;
  /**
   * After a write: this instance reads again before it resolves; on PostgreSQL the others do as
   * soon as the notice reaches them (milliseconds).
   */
  announceChange(): Promise<void>;
}

/**
 * Something every request consults, held in memory rather than read per request, that must
 * change on every instance as soon as it is written: read at start and again on each announced
 * change (`announcedChange`). Two reads may overlap (a write here, a notice from another
 * instance): the one started later wins, whichever ends first.
 */
export async function announcedRead<Value>(app: FastifyInstance, options: AnnouncedReadOptions<Value>): Promise<AnnouncedRead<Value>> {
  const { databaseUrl, channel, what, read } = options;
  let value = await read();
  let started = 0;
  let applied = 0;
  const reload = async () => {
    const reading = ++started;
    const fresh = await read();
    if (reading > applied) {
      applied = reading;
      value = fresh;
    }
  };
  const announceChange = await announcedChange(app, { databaseUrl, channel, what, onChange: reload });
  return { current: () => value, announceChange };
}
