import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import { leadProvince } from '../notifications/leadProvince';
import type { FirstContact, Funnel, LeadBreakdowns, Overdue, Share } from '../../contract/dashboardFigures';
import { PIPELINE_STEPS } from '../../contract/leadStatus';
import type { Bucket } from './dashboardPeriod';

type Count = number | string;

/** Spam is no business: the counts of arrivals leave it out; the funnel shows it apart. */
const NOT_SPAM = sql`p.status <> 'spam'`;

const inSpan = (span: Bucket) => sql`p.created_at >= ${span.from} AND p.created_at < ${span.before}`;

/**
 * How many leads (spam left out) arrived in each span, in one statement: the spans are a table of
 * bounds joined to the leads on the `created_at` index, so days of any length (summer time) count
 * right. Given days that do not overlap, each lead is read once.
 */
export async function leadsPerBucket(db: Kysely<Database>, buckets: Bucket[]): Promise<number[]> {
  if (buckets.length === 0) return [];
  const values = sql.join(buckets.map((bucket, index) => sql`(${String(index)}, ${bucket.from}, ${bucket.before})`));
  const { rows } = await sql<{ position: string; count: Count }>`
    WITH bucket(position, from_at, before_at) AS (VALUES ${values})
    SELECT bucket.position, count(p.customers_id) AS count
    FROM bucket
    LEFT JOIN potential_customer p ON p.created_at >= bucket.from_at AND p.created_at < bucket.before_at AND ${NOT_SPAM}
    GROUP BY bucket.position`.execute(db);
  const counts = new Array<number>(buckets.length).fill(0);
  for (const row of rows) counts[Number(row.position)] = Number(row.count);
  return counts;
}

const byCount = (a: Share, b: Share) => b.count - a.count || a.key.localeCompare(b.key);

/** The first two `/`-separated levels of the address: SQLite has no split function. */
function addressLevels(engine: DatabaseEngine): [RawBuilder<string>, RawBuilder<string>] {
  if (engine === 'postgres') return [sql`split_part(p.customers_address, '/', 1)`, sql`split_part(p.customers_address, '/', 2)`];
  const rest = sql`substr(p.customers_address, instr(p.customers_address || '/', '/') + 1)`;
  return [sql`substr(p.customers_address, 1, instr(p.customers_address || '/', '/') - 1)`, sql`substr(${rest}, 1, instr(${rest} || '/', '/') - 1)`];
}

/**
 * Leads (spam left out) of a span by industry, province and their first touch's channel, campaign
 * and partner site, each most first. One pass over the span's leads: SQL groups them by every
 * property at once (a few hundred groups, not one row a lead), and each breakdown sums the groups.
 * The province is named by leadProvince, as routing names it, from both dialogs' address forms
 * (`省/市/区`, `China/Guangdong/Shenzhen`).
 */
export async function leadBreakdowns(db: Kysely<Database>, engine: DatabaseEngine, span: Bucket): Promise<LeadBreakdowns> {
  const [first, second] = addressLevels(engine);
  const { rows } = await sql<{
    industry: string; language: string; first: string; second: string;
    channel: string | null; campaign: string | null; partner: string | null; count: Count;
  }>`
    SELECT p.industry, p.language, ${first} AS first, ${second} AS second,
      t.channel, t.utm_campaign AS campaign, t.partner_origin AS partner, count(*) AS count
    FROM potential_customer p
    LEFT JOIN submission_touch t ON t.submission_kind = 'lead' AND t.submission_id = p.customers_id AND t.touch = 'first'
    WHERE ${inSpan(span)} AND ${NOT_SPAM}
    GROUP BY p.industry, p.language, ${first}, ${second}, t.channel, t.utm_campaign, t.partner_origin`.execute(db);
  const tallies = { byIndustry: new Map<string, number>(), byProvince: new Map<string, number>(), byChannel: new Map<string, number>(), byCampaign: new Map<string, number>(), byPartner: new Map<string, number>() };
  const add = (tally: Map<string, number>, key: string, count: number) => tally.set(key, (tally.get(key) ?? 0) + count);
  for (const row of rows) {
    const count = Number(row.count);
    add(tallies.byIndustry, row.industry, count);
    add(tallies.byProvince, leadProvince(`${row.first}/${row.second}/`, row.language) ?? '', count);
    add(tallies.byChannel, row.channel ?? '', count);
    add(tallies.byCampaign, row.campaign ?? '', count);
    add(tallies.byPartner, row.partner ?? '', count);
  }
  const shares = (tally: Map<string, number>) => [...tally].map(([key, count]) => ({ key, count })).sort(byCount);
  return {
    byIndustry: shares(tallies.byIndustry),
    byProvince: shares(tallies.byProvince),
    byChannel: shares(tallies.byChannel),
    byCampaign: shares(tallies.byCampaign),
    byPartner: shares(tallies.byPartner),
  };
}

/**
 * The funnel of the leads that arrived in a span: the furthest step each lead reached (kept on
 * the lead with each status change, so a lost lead counts at the steps it passed), counted by SQL
 * per status and furthest step from the figures' index.
 */
export async function leadFunnel(db: Kysely<Database>, span: Bucket): Promise<Funnel> {
  const { rows } = await sql<{ status: string; step: Count; count: Count }>`
    SELECT p.status, p.furthest_step AS step, count(*) AS count
    FROM potential_customer p
    WHERE ${inSpan(span)}
    GROUP BY p.status, p.furthest_step`.execute(db);
  const funnel: Funnel = { reached: { new: 0, contacted: 0, qualified: 0, won: 0 }, lost: 0, spam: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    const furthest = Number(row.step);
    for (const [index, step] of PIPELINE_STEPS.entries()) if (index <= furthest) funnel.reached[step] += count;
    if (row.status === 'lost') funnel.lost += count;
    if (row.status === 'spam') funnel.spam += count;
  }
  return funnel;
}

/** Seconds from the lead's arrival to the instant given, both ISO text. */
function secondsBetween(engine: DatabaseEngine, from: RawBuilder<string>, to: RawBuilder<string>) {
  return engine === 'postgres'
    ? sql<number>`extract(epoch from (${to}::timestamptz - ${from}::timestamptz))`
    : sql<number>`(julianday(${to}) - julianday(${from})) * 86400.0`;
}

/**
 * How long the leads of a span waited for their first contact (the first move from New to
 * Contacted, kept on the lead), median and 90th percentile by nearest rank (the value at rank
 * ⌈p·n⌉), computed by SQL with window functions on both databases.
 */
export async function timeToFirstContact(db: Kysely<Database>, engine: DatabaseEngine, span: Bucket): Promise<FirstContact> {
  const seconds = secondsBetween(engine, sql`first.created_at`, sql`first.contacted_at`);
  const { rows } = await sql<{ total: Count | null; promised: Count; within: Count | null; median: number | string | null; p90: number | string | null }>`
    WITH first AS (
      SELECT p.created_at, p.response_due_at, p.first_contacted_at AS contacted_at
      FROM potential_customer p
      WHERE ${inSpan(span)} AND p.first_contacted_at IS NOT NULL
    ), timed AS MATERIALIZED (
      SELECT ${seconds} AS seconds, first.response_due_at, first.contacted_at FROM first
    ), ranked AS (
      SELECT seconds, row_number() OVER (ORDER BY seconds) AS position, count(*) OVER () AS total, response_due_at, contacted_at
      FROM timed
    )
    SELECT max(total) AS total,
      count(response_due_at) AS promised,
      sum(CASE WHEN contacted_at <= response_due_at THEN 1 ELSE 0 END) AS within,
      max(CASE WHEN position = (total + 1) / 2 THEN seconds END) AS median,
      max(CASE WHEN position = (9 * total + 9) / 10 THEN seconds END) AS p90
    FROM ranked`.execute(db);
  const row = rows[0];
  const rounded = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return {
    contacted: Number(row?.total ?? 0),
    medianSeconds: rounded(row?.median),
    p90Seconds: rounded(row?.p90),
    promised: Number(row?.promised ?? 0),
    withinPromise: Number(row?.within ?? 0),
  };
}

/** The leads waiting past the response-time promise now: one read of the (status, response_due_at) index. */
export async function overdueLeads(db: Kysely<Database>, now: Date): Promise<Overdue> {
  const row = await db
    .selectFrom('potential_customer')
    .select((eb) => [eb.fn.countAll<Count>().as('count'), eb.fn.min('response_due_at').as('oldest')])
    .where('status', '=', 'new')
    .where('response_due_at', '<', now.toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldestDueAt: row?.oldest ?? null };
}
