import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SpamReason } from '../../contract/spamReasons';
import { recordSpamMark } from '../spam/spamMarks';
import { touchedAs, type TouchFilter } from '../attribution/touchFilter';
import type { DownloadRequestStatus } from '../../contract/downloadRequestStatus';

/** What the download requests list can be narrowed to; every field given must hold. */
export interface DownloadRequestFilter extends TouchFilter {
  status?: DownloadRequestStatus;
  /** ISO instants: from (kept) and before (not kept). */
  createdFrom?: string;
  createdBefore?: string;
  language?: string;
  fileId?: number;
}

export interface DownloadRequestPage {
  offset: number;
  limit: number;
  sort: { field: 'id' | 'createdAt'; order: 'ASC' | 'DESC' };
}

/** Each request with the title of the brochure it asked for. */
const selectRequests = (db: Kysely<Database>) =>
  db
    .selectFrom('download_request')
    .innerJoin('stored_file', 'stored_file.file_id', 'download_request.file_id')
    .select([
      'download_request.request_id as id',
      'download_request.created_at as createdAt',
      'download_request.name',
      'download_request.phone',
      'download_request.company',
      'download_request.email',
      'download_request.file_id as fileId',
      'stored_file.file_name as fileTitle',
      'download_request.language',
      'download_request.client_ip as clientIp',
      'download_request.status',
      'download_request.read_at as readAt',
    ]);

function filtered<Q extends ReturnType<typeof selectRequests>>(query: Q, filter: DownloadRequestFilter): Q {
  let q = query;
  if (filter.status) q = q.where('download_request.status', '=', filter.status) as Q;
  if (filter.createdFrom) q = q.where('download_request.created_at', '>=', filter.createdFrom) as Q;
  if (filter.createdBefore) q = q.where('download_request.created_at', '<', filter.createdBefore) as Q;
  if (filter.language) q = q.where('download_request.language', '=', filter.language) as Q;
  if (filter.fileId) q = q.where('download_request.file_id', '=', filter.fileId) as Q;
  const touched = touchedAs('download_request', 'download_request.request_id', filter);
  if (touched) q = q.where(touched) as Q;
  return q;
}

export type InboxDownloadRequest = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

const SORT_COLUMN = { id: 'download_request.request_id', createdAt: 'download_request.created_at' } as const;

export async function listDownloadRequests(db: Kysely<Database>, filter: DownloadRequestFilter, page: DownloadRequestPage) {
  const order = page.sort.order === 'ASC' ? 'asc' : 'desc';
  const rows = await filtered(selectRequests(db), filter)
    .orderBy(SORT_COLUMN[page.sort.field], order)
    .orderBy('download_request.request_id', order)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: await countDownloadRequests(db, filter), rows };
}

/** How many download requests the filter keeps. */
export async function countDownloadRequests(db: Kysely<Database>, filter: DownloadRequestFilter): Promise<number> {
  const { n } = await filtered(selectRequests(db), filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Every download request the filter keeps, newest first, read a batch at a time by keyset so a
 * long export holds neither the whole list in memory nor one query open for its whole length.
 */
export async function* streamDownloadRequests(db: Kysely<Database>, filter: DownloadRequestFilter, batchSize = 500): AsyncGenerator<InboxDownloadRequest> {
  let below: number | undefined;
  for (;;) {
    let query = filtered(selectRequests(db), filter);
    if (below !== undefined) query = query.where('download_request.request_id', '<', below);
    const rows = await query.orderBy('download_request.request_id', 'desc').limit(batchSize).execute();
    yield* rows;
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1]!.id;
  }
}

/** One request as its record shows it: with the spam score it arrived with and its reasons. */
export async function findDownloadRequest(db: Kysely<Database>, id: number) {
  const row = await selectRequests(db)
    .select(['download_request.spam_score as spamScore', 'download_request.spam_reasons as spamReasons'])
    .where('download_request.request_id', '=', id)
    .executeTakeFirst();
  return row && { ...row, spamReasons: JSON.parse(row.spamReasons) as SpamReason[] };
}

/** Sets the read time at the first opening only. */
/** Marks an unread download request read; answers the time it now carries. */
export async function markDownloadRequestRead(db: Kysely<Database>, id: number, now: Date): Promise<string> {
  const readAt = now.toISOString();
  await db.updateTable('download_request').set({ read_at: readAt }).where('request_id', '=', id).where('read_at', 'is', null).execute();
  return readAt;
}

/** Sets the status, with sales' spam verdict when it goes into or out of spam, in one transaction. */
export async function setDownloadRequestStatus(
  db: Kysely<Database>,
  before: NonNullable<Awaited<ReturnType<typeof findDownloadRequest>>>,
  status: DownloadRequestStatus,
  actor: { userId: number; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('download_request').set({ status }).where('request_id', '=', before.id).execute();
    await recordSpamMark(trx, {
      kind: 'download_request', submissionId: before.id, from: before.status, to: status,
      score: before.spamScore, reasons: before.spamReasons, language: before.language, actor,
    });
  });
}
