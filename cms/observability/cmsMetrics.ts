import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/connect';
import type { PublishOutcome } from '../../contract/publishing';
import type { SubmissionKind } from '../../contract/submissionKinds';
import type { OutboxDepth } from '../notifications/notificationOutbox';
import type { DeliveryOutcome } from '../notifications/outboxWorker';
import { processMetrics } from './processMetrics';

/** How a submission ended: stored, answered again for a repeated Idempotency-Key, turned away (4xx), or failed (5xx). */
export type SubmissionOutcome = 'accepted' | 'replayed' | 'refused' | 'failed';

/** A backup that completed: when (ISO 8601, as the database has it), and the size of its snapshot. */
export interface BackupRecord {
  finishedAt: string;
  bytes: number;
}

/** What the metrics read when scraped, rather than count as it happens. */
export interface ScrapedSources {
  /** The PostgreSQL pool; null on SQLite (no pool: one connection, no series). */
  poolUse: () => PoolUse | null;
  /** The notification outbox's unsent rows, read from the database. */
  outboxDepth: () => Promise<OutboxDepth[]>;
  /** The last backup that ended well, whoever took it (an instance's schedule, `npm run backup`). */
  lastBackup: () => Promise<BackupRecord | undefined>;
}

/** One app's metrics, in a registry of its own, and the calls the features record through. */
export interface CmsMetrics {
  /** Every metric in the text format: the process's, this app's, and the last backup's once there is one. */
  exposition(): Promise<{ text: string; contentType: string }>;
  recordRequest(method: string, route: string, statusCode: number, seconds: number): void;
  recordSubmission(kind: SubmissionKind, outcome: SubmissionOutcome): void;
  recordDelivery(channel: string, outcome: DeliveryOutcome): void;
  recordPublish(outcome: PublishOutcome['status'], durationMs: number): void;
  /** A share card served: a title or a picture card, drawn for this request or kept from an earlier one. */
  recordShareCard(kind: 'title' | 'picture', source: 'drawn' | 'kept'): void;
}

/** From a few milliseconds (a cached read) to the 10 minutes an upload may take. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 600];
/** A publish that only switches releases takes seconds; a cold build of a large site, many minutes. */
const PUBLISH_BUCKETS = [5, 15, 30, 60, 120, 300, 600, 1200, 2400];

export function createCmsMetrics(sources: ScrapedSources): CmsMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, and the time each took.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const submissions = new Counter({
    name: 'submissions_total',
    help: 'Visitor submissions by kind (lead, resume, download_request) and outcome (accepted, replayed, refused, failed).',
    labelNames: ['kind', 'outcome'],
    registers,
  });
  const deliveries = new Counter({
    name: 'notification_delivery_attempts_total',
    help: 'Attempts this instance made to send a notification outbox row, by channel and outcome (sent, failed).',
    labelNames: ['channel', 'outcome'],
    registers,
  });
  new Gauge({
    name: 'notification_outbox_depth',
    help: 'Unsent notification outbox rows of the whole database, by channel and state (new: never tried, retrying: an attempt failed).',
    labelNames: ['channel', 'state'],
    registers,
    async collect() {
      this.reset();
      // The database not answering leaves the series absent; the readiness check names it.
      const depths = await sources.outboxDepth().catch(() => []);
      for (const { channel, state, count } of depths) this.set({ channel, state }, count);
    },
  });
  const publishes = new Histogram({
    name: 'publish_duration_seconds',
    help: 'Publishes of the site run by this instance, by outcome (live, failed), and how long each took.',
    labelNames: ['outcome'],
    buckets: PUBLISH_BUCKETS,
    registers,
  });
  const shareCards = new Counter({
    name: 'share_cards_served_total',
    help: 'Share cards this instance served, by kind (title, picture) and source (drawn for the request, kept from an earlier one).',
    labelNames: ['kind', 'source'],
    registers,
  });
  // In a registry of their own, written only once a backup is on record: a gauge without labels
  // always has a value, and 0 would claim a backup in 1970.
  const backupRegistry = new Registry();
  const backupTime = new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last successful backup on record finished, in seconds since the epoch.',
    registers: [backupRegistry],
  });
  const backupSize = new Gauge({ name: 'backup_last_size_bytes', help: 'The size of the last successful backup on record.', registers: [backupRegistry] });
  const backupText = async () => {
    // The database not answering leaves the series out; the readiness check names it.
    const last = await sources.lastBackup().catch(() => undefined);
    if (!last) return '';
    backupTime.set(Date.parse(last.finishedAt) / 1000);
    backupSize.set(last.bytes);
    return backupRegistry.metrics();
  };

  if (sources.poolUse()) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const use = sources.poolUse();
          if (use) this.set(read(use));
        },
      });
    poolGauge('db_pool_connections', 'PostgreSQL connections this instance holds open, busy or idle.', (use) => use.total);
    poolGauge('db_pool_idle_connections', 'PostgreSQL connections open and idle.', (use) => use.idle);
    poolGauge('db_pool_waiting_queries', 'Queries waiting for a PostgreSQL connection of this instance.', (use) => use.waiting);
    poolGauge('db_pool_max_connections', 'The most PostgreSQL connections this instance opens.', (use) => use.max);
  }

  return {
    // Side by side: the backup's read must not hold back the pool's gauges, read as the scrape starts.
    async exposition() {
      const everything = Registry.merge([processMetrics(), registry]);
      const [text, backup] = await Promise.all([everything.metrics(), backupText()]);
      return { text: backup ? `${text}\n${backup}` : text, contentType: everything.contentType };
    },
    recordRequest: (method, route, statusCode, seconds) => requests.observe({ method, route, status_code: statusCode }, seconds),
    recordSubmission: (kind, outcome) => submissions.inc({ kind, outcome }),
    recordDelivery: (channel, outcome) => deliveries.inc({ channel, outcome }),
    recordPublish: (outcome, durationMs) => publishes.observe({ outcome }, durationMs / 1000),
    recordShareCard: (kind, source) => shareCards.inc({ kind, source }),
  };
}
