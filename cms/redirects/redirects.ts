import { sql, type Kysely, type Selectable } from 'kysely';
import type { RedirectMatch, RedirectOrigin, RedirectStatus, SiteRedirect } from '../../contract/redirects';
import { containsPattern } from '../db/bilingualNames';
import type { Database, SiteRedirectTable } from '../db/schema';

function toSiteRedirect(row: Selectable<SiteRedirectTable>): SiteRedirect {
  return {
    id: row.redirect_id,
    from: row.from_path,
    match: row.match as RedirectMatch,
    to: row.to_address,
    status: row.status as RedirectStatus,
    origin: row.origin as RedirectOrigin,
    note: row.note,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** What is written of a redirect (its id aside). */
export type RedirectWrite = Omit<SiteRedirect, 'id'>;

const columnsOf = (redirect: RedirectWrite) => ({
  from_path: redirect.from,
  match: redirect.match,
  to_address: redirect.to,
  status: redirect.status,
  origin: redirect.origin,
  note: redirect.note,
  updated_by: redirect.updatedBy,
  updated_at: redirect.updatedAt,
});

const SORT_COLUMNS = { id: 'redirect_id', from: 'from_path', updatedAt: 'updated_at' } as const;

export async function listRedirects(
  db: Kysely<Database>,
  page: { offset: number; limit: number; field: keyof typeof SORT_COLUMNS; ascending: boolean; q?: string | undefined },
): Promise<{ rows: SiteRedirect[]; total: number }> {
  const pattern = page.q ? containsPattern(page.q) : null;
  const filtered = db.selectFrom('site_redirect').$if(pattern !== null, (query) =>
    query.where((eb) => eb.or([
      // lower(), the pattern being lower case: SQLite's like ignores the case of ASCII letters, PostgreSQL's does not.
      sql<boolean>`lower(from_path) like ${pattern} escape '\\'`,
      sql<boolean>`lower(to_address) like ${pattern} escape '\\'`,
    ])));
  const rows = await filtered
    .selectAll()
    .orderBy(SORT_COLUMNS[page.field], page.ascending ? 'asc' : 'desc')
    .orderBy('redirect_id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(toSiteRedirect), total: Number(total) };
}

/** Every redirect, by source path: what the CMS serves and the exports hold. */
export async function readAllRedirects(db: Kysely<Database>): Promise<SiteRedirect[]> {
  const rows = await db.selectFrom('site_redirect').selectAll().orderBy('from_path').execute();
  return rows.map(toSiteRedirect);
}

export async function findRedirect(db: Kysely<Database>, id: number): Promise<SiteRedirect | undefined> {
  const row = await db.selectFrom('site_redirect').selectAll().where('redirect_id', '=', id).executeTakeFirst();
  return row && toSiteRedirect(row);
}

/** The new row's id, or null when a redirect from that path exists already. */
export async function insertRedirect(db: Kysely<Database>, redirect: RedirectWrite): Promise<number | null> {
  const inserted = await db
    .insertInto('site_redirect')
    .values(columnsOf(redirect))
    .onConflict((conflict) => conflict.column('from_path').doNothing())
    .returning('redirect_id')
    .executeTakeFirst();
  return inserted?.redirect_id ?? null;
}

/** False when another redirect already leaves from the new source path. */
export async function updateRedirect(db: Kysely<Database>, id: number, redirect: RedirectWrite): Promise<boolean> {
  const holder = await db.selectFrom('site_redirect').select('redirect_id').where('from_path', '=', redirect.from).executeTakeFirst();
  if (holder && holder.redirect_id !== id) return false;
  await db.updateTable('site_redirect').set(columnsOf(redirect)).where('redirect_id', '=', id).execute();
  return true;
}

export async function deleteRedirect(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('site_redirect').where('redirect_id', '=', id).execute();
}

/**
 * A page moved from `from` to `to` (within a publish's transaction): `from` now leads to `to`
 * (replacing what it led to), `to` is a page again rather than a redirect, and what led to `from`
 * leads straight to `to`, so no chain or loop is left behind.
 */
export async function recordMovedPage(
  db: Kysely<Database>,
  move: { from: string; to: string; by: string; at: string },
): Promise<void> {
  await db.deleteFrom('site_redirect').where('from_path', 'in', [move.from, move.to]).execute();
  await db
    .updateTable('site_redirect')
    .set({ to_address: move.to, updated_by: move.by, updated_at: move.at })
    .where('to_address', '=', move.from)
    .execute();
  await db
    .insertInto('site_redirect')
    .values(columnsOf({ from: move.from, match: 'exact', to: move.to, status: 301, origin: 'moved', note: '', updatedBy: move.by, updatedAt: move.at }))
    .execute();
}
