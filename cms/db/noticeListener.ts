import pg from 'pg';

/** How long the listener waits before its first attempt to reconnect, and at most between two. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface NoticeListenerOptions {
  databaseUrl: string;
  /** A plain identifier: it is written into the LISTEN statement. */
  channel: string;
  /** How the connection shows in `pg_stat_activity`. */
  applicationName: string;
  /** Runs on every notice, and after each reconnection (notices sent while it was away are lost). */
  onNotice: () => void;
  onConnectionLost: (error: Error, retryInMs: number) => void;
}

export interface NoticeListener {
  /** Settles once the first connection listens (or failed, and retries go on in the background). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A connection of its own, outside the pool (a pooled connection is handed to other queries
 * and would not keep listening), that LISTENs on one channel of PostgreSQL's notices (how the
 * instances on one database tell each other what changed) and comes back after a lost
 * connection or a restarted server, waiting longer between attempts up to {@link MAX_RETRY_MS}.
 */
export function listenForNotices(options: NoticeListenerOptions): NoticeListener {
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  const connect = async (reconnecting: boolean) => {
    const attempt = new pg.Client({ connectionString: options.databaseUrl, application_name: options.applicationName });
    client = attempt;
    let lost = false;
    const onLost = (error: Error) => {
      if (lost || closed) return;
      lost = true;
      client = null;
      attempt.removeAllListeners('notification');
      void attempt.end().catch(() => undefined);
      options.onConnectionLost(error, retryMs);
      retryTimer = setTimeout(() => void connect(true), retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    attempt.on('error', onLost);
    attempt.on('end', () => onLost(new Error(`the ${options.channel} listener connection ended`)));
    attempt.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotice();
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${options.channel}`);
      retryMs = FIRST_RETRY_MS;
      if (reconnecting) options.onNotice();
    } catch (error) {
      onLost(error as Error);
    }
  };

  return {
    ready: connect(false),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
