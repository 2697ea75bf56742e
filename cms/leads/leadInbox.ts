import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { LeadStatus } from '../../contract/leadStatus';
import { deleteSubmissions } from '../privacy/personalData';
import type { ExportNote } from '../exports/exportDefinition';
import { findStaffNames } from '../staff/staffUsers';
import type { SpamReason } from '../../contract/spamReasons';
import { recordSpamMark } from '../spam/spamMarks';
import { touchedAs, type TouchFilter } from '../attribution/touchFilter';
import { isFirstContact, pipelineStep } from './pipelineStep';

export type LeadSortField = 'id' | 'createdAt';

/** What the leads list can be narrowed to; every field given must hold. */
export interface LeadFilter extends TouchFilter {
  status?: LeadStatus;
  /** ISO instants: from (kept) and before (not kept). */
  createdFrom?: string;
  createdBefore?: string;
  language?: string;
  source?: string;
  province?: string;
  industry?: string;
  owner?: number;
}

export interface LeadPage {
  offset: number;
  limit: number;
  sort: { field: LeadSortField; order: 'ASC' | 'DESC' };
}

type LeadRow = Selectable<Database['potential_customer']> & { owner_email: string | null; owner_name: string | null };

export type InboxLead = ReturnType<typeof toLead>;

const toLead = (row: LeadRow) => ({
  id: row.customers_id,
  createdAt: row.created_at,
  customersName: row.customers_name,
  customersPhone: row.customers_phone,
  customersAddress: row.customers_address,
  companyName: row.company_name,
  industry: row.industry,
  demand: row.demand,
  remark: row.remark,
  source: row.source,
  language: row.language,
  clientIp: row.client_ip,
  status: row.status as LeadStatus,
  lostReason: row.lost_reason,
  ownerId: row.owner_user_id,
  ownerEmail: row.owner_email,
  ownerName: row.owner_name,
  readAt: row.read_at,
  spamScore: row.spam_score,
  spamReasons: JSON.parse(row.spam_reasons) as SpamReason[],
  /** When contact was promised by (docs/leadRouting.md); null on leads older than the promise. */
  responseDueAt: row.response_due_at,
});

const selectLeads = (db: Kysely<Database>) =>
  db
    .selectFrom('potential_customer')
    .leftJoin('staff_user', 'staff_user.user_id', 'potential_customer.owner_user_id')
    .selectAll('potential_customer')
    .select(['staff_user.email as owner_email', 'staff_user.display_name as owner_name']);

type LeadQuery = ReturnType<typeof selectLeads>;

function filtered<Q extends SelectQueryBuilder<Database, 'potential_customer', object>>(query: Q, filter: LeadFilter): Q {
  let q = query;
  if (filter.status) q = q.where('potential_customer.status', '=', filter.status) as Q;
  if (filter.createdFrom) q = q.where('potential_customer.created_at', '>=', filter.createdFrom) as Q;
  if (filter.createdBefore) q = q.where('potential_customer.created_at', '<', filter.createdBefore) as Q;
  if (filter.language) q = q.where('potential_customer.language', '=', filter.language) as Q;
  if (filter.source) q = q.where('potential_customer.source', '=', filter.source) as Q;
  if (filter.industry) q = q.where('potential_customer.industry', '=', filter.industry) as Q;
  if (filter.owner) q = q.where('potential_customer.owner_user_id', '=', filter.owner) as Q;
  // The region is stored as 省/市/区; the province is what comes before the first slash.
  if (filter.province) q = q.where('potential_customer.customers_address', 'like', `${escapeLike(filter.province)}/%`) as Q;
  const touched = touchedAs('lead', 'potential_customer.customers_id', filter);
  if (touched) q = q.where(touched) as Q;
  return q;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMN = { id: 'potential_customer.customers_id', createdAt: 'potential_customer.created_at' } as const;

const ordered = (query: LeadQuery, sort: LeadPage['sort']) => {
  const order = sort.order === 'ASC' ? 'asc' : 'desc';
  // The id breaks ties, so pages never overlap or skip rows with the same time.
  return query.orderBy(SORT_COLUMN[sort.field], order).orderBy('potential_customer.customers_id', order);
};

export async function listLeads(db: Kysely<Database>, filter: LeadFilter, page: LeadPage) {
  const rows = await ordered(filtered(selectLeads(db), filter), page.sort).offset(page.offset).limit(page.limit).execute();
  return { total: await countLeads(db, filter), rows: rows.map(toLead) };
}

/** How many leads the filter keeps. */
export async function countLeads(db: Kysely<Database>, filter: LeadFilter): Promise<number> {
  const { n } = await filtered(db.selectFrom('potential_customer'), filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Every lead the filter keeps, newest first, read a batch at a time by keyset so a long export
 * holds neither the whole list in memory nor one query open for its whole length.
 */
export async function* streamLeads(db: Kysely<Database>, filter: LeadFilter, batchSize = 500): AsyncGenerator<InboxLead> {
  let below: number | undefined;
  for (;;) {
    let query = filtered(selectLeads(db), filter);
    if (below !== undefined) query = query.where('potential_customer.customers_id', '<', below);
    const rows = await query.orderBy('potential_customer.customers_id', 'desc').limit(batchSize).execute();
    for (const row of rows) yield toLead(row);
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1]!.customers_id;
  }
}

export async function findLead(db: Kysely<Database>, id: number): Promise<InboxLead | undefined> {
  const row = await selectLeads(db).where('potential_customer.customers_id', '=', id).executeTakeFirst();
  return row && toLead(row);
}

/** Sets the read time at the first opening only: later openings keep when it was first read. */
/** Marks an unread lead read; answers the time it now carries. */
export async function markLeadRead(db: Kysely<Database>, id: number, now: Date): Promise<string> {
  const readAt = now.toISOString();
  await db.updateTable('potential_customer').set({ read_at: readAt }).where('customers_id', '=', id).where('read_at', 'is', null).execute();
  return readAt;
}

/** The contact's other leads: same phone number, newest first. */
export async function otherLeadsWithPhone(db: Kysely<Database>, phone: string, exceptId: number) {
  return db
    .selectFrom('potential_customer')
    .select(['customers_id as id', 'created_at as createdAt', 'status', 'company_name as companyName', 'demand', 'source'])
    .where('customers_phone', '=', phone)
    .where('customers_id', '!=', exceptId)
    .orderBy('customers_id', 'desc')
    .execute();
}

/** A lead's notes, oldest first, each signed with its author's name (and address). */
export async function listLeadNotes(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('lead_note')
    .innerJoin('staff_user', 'staff_user.user_id', 'lead_note.author_user_id')
    .select([
      'lead_note.note_id as id',
      'lead_note.text',
      'lead_note.created_at as createdAt',
      'lead_note.author_user_id as authorId',
      'staff_user.display_name as author',
      'staff_user.email as authorEmail',
    ])
    .where('lead_note.customers_id', '=', id)
    .orderBy('lead_note.note_id')
    .execute();
}

/** The notes of each of these leads (one at least), oldest first, by author (their display name); leads without notes are absent. */
export async function notesOfLeads(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ExportNote[]>> {
  const rows = await db
    .selectFrom('lead_note')
    .innerJoin('staff_user', 'staff_user.user_id', 'lead_note.author_user_id')
    .select(['lead_note.customers_id as leadId', 'lead_note.created_at as createdAt', 'staff_user.display_name as author', 'lead_note.text'])
    .where('lead_note.customers_id', 'in', ids)
    .orderBy('lead_note.note_id')
    .execute();
  const notes = new Map<number, ExportNote[]>();
  for (const { leadId, ...note } of rows) {
    const ofLead = notes.get(leadId);
    if (ofLead) ofLead.push(note);
    else notes.set(leadId, [note]);
  }
  return notes;
}

/**
 * A lead's changes, oldest first, each with its author's name. An owner change stores user ids;
 * `fromName` and `toName` name those users, so the history reads as people, not numbers.
 */
export async function listLeadChanges(db: Kysely<Database>, id: number) {
  const changes = await db
    .selectFrom('lead_change')
    .innerJoin('staff_user', 'staff_user.user_id', 'lead_change.actor_user_id')
    .select([
      'lead_change.change_id as id',
      'lead_change.field',
      'lead_change.from_value as from',
      'lead_change.to_value as to',
      'lead_change.changed_at as changedAt',
      'lead_change.actor_user_id as actorId',
      'staff_user.display_name as actor',
      'staff_user.email as actorEmail',
    ])
    .where('lead_change.customers_id', '=', id)
    .orderBy('lead_change.change_id')
    .execute();
  const ownerIds = new Set(changes.filter((change) => change.field === 'ownerId').flatMap((change) => [change.from, change.to]).filter((value) => value !== null).map(Number));
  const names = await findStaffNames(db, [...ownerIds]);
  const nameOf = (value: string | null) => (value === null ? null : (names.get(Number(value)) ?? null));
  return changes.map((change) => (change.field === 'ownerId' ? { ...change, fromName: nameOf(change.from), toName: nameOf(change.to) } : change));
}


export async function insertLeadNote(db: Kysely<Database>, note: { leadId: number; authorId: number; text: string; now: Date }): Promise<number> {
  const { note_id } = await db
    .insertInto('lead_note')
    .values({ customers_id: note.leadId, author_user_id: note.authorId, text: note.text, created_at: note.now.toISOString() })
    .returning('note_id')
    .executeTakeFirstOrThrow();
  return note_id;
}

export interface LeadChanges {
  status?: LeadStatus;
  lostReason?: string | null;
  ownerId?: number | null;
}

type Column = 'status' | 'lost_reason' | 'owner_user_id';
const COLUMN: Record<keyof LeadChanges, Column> = { status: 'status', lostReason: 'lost_reason', ownerId: 'owner_user_id' };

/**
 * What a status move adds to the lead's progress, which the dashboard reads instead of the history
 * (migration 039): the time of its first move from New to Contacted, and the furthest step reached.
 */
function progressed(from: LeadStatus, to: LeadStatus, now: Date) {
  const step = pipelineStep(to);
  return {
    furthest_step: sql<number>`CASE WHEN furthest_step < ${step} THEN ${step} ELSE furthest_step END`,
    ...(isFirstContact(from, to) ? { first_contacted_at: sql<string>`coalesce(first_contacted_at, ${now.toISOString()})` } : {}),
  };
}

/**
 * Applies the changes that differ from the lead as read, and writes one history row per field,
 * in one transaction, with sales' spam verdict when the status goes into or out of spam. The update
 * holds only when the lead still has the status it was read with:
 * false when someone else changed it in between, so a checked transition cannot be overtaken.
 */
export async function updateLead(
  db: Kysely<Database>,
  before: InboxLead,
  changes: LeadChanges,
  actor: { userId: number; now: Date },
): Promise<boolean> {
  const fields = (Object.keys(changes) as Array<keyof LeadChanges>).filter((field) => changes[field] !== before[field]);
  if (fields.length === 0) return true;
  return db.transaction().execute(async (trx) => {
    const set = Object.fromEntries(fields.map((field) => [COLUMN[field], changes[field]]));
    const result = await trx
      .updateTable('potential_customer')
      .set(set)
      .$if(fields.includes('status'), (update) => update.set(progressed(before.status, changes.status!, actor.now)))
      .where('customers_id', '=', before.id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('lead_change')
      .values(
        fields.map((field) => ({
          customers_id: before.id,
          actor_user_id: actor.userId,
          field,
          from_value: before[field] === null ? null : String(before[field]),
          to_value: changes[field] === null || changes[field] === undefined ? null : String(changes[field]),
          changed_at: actor.now.toISOString(),
        })),
      )
      .execute();
    if (changes.status && fields.includes('status')) {
      await recordSpamMark(trx, {
        kind: 'lead', submissionId: before.id, from: before.status, to: changes.status,
        score: before.spamScore, reasons: before.spamReasons, language: before.language, actor,
      });
    }
    return true;
  });
}

/** Removes a lead with its notes and history. */
export async function deleteLead(db: Kysely<Database>, id: number): Promise<void> {
  await deleteSubmissions(db, { leadIds: [id], downloadRequestIds: [], resumeIds: [] });
}
