import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';

/** A named set of sales users that takes leads in turn; `memberIds` in the order turns go round. */
export interface SalesTeam {
  id: number;
  name: string;
  memberIds: number[];
  createdAt: string;
  updatedAt: string;
}

export type SalesTeamInput = Pick<SalesTeam, 'name' | 'memberIds'>;

export async function listSalesTeams(db: Kysely<Database>): Promise<SalesTeam[]> {
  const teams = await db.selectFrom('sales_team').selectAll().orderBy('name').execute();
  const members = await db.selectFrom('sales_team_member').selectAll().orderBy('team_id').orderBy('position').execute();
  return teams.map((team) => ({
    id: team.team_id,
    name: team.name,
    memberIds: members.filter((member) => member.team_id === team.team_id).map((member) => member.user_id),
    createdAt: team.created_at,
    updatedAt: team.updated_at,
  }));
}

export async function findSalesTeam(db: Kysely<Database>, id: number): Promise<SalesTeam | undefined> {
  return (await listSalesTeams(db)).find((team) => team.id === id);
}

async function replaceMembers(db: Kysely<Database>, teamId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom('sales_team_member').where('team_id', '=', teamId).execute();
  if (memberIds.length === 0) return;
  await db
    .insertInto('sales_team_member')
    .values(memberIds.map((user_id, position) => ({ team_id: teamId, user_id, position })))
    .execute();
}

/** The new team's id, or null when another team has the name. */
export async function insertSalesTeam(db: Kysely<Database>, team: SalesTeamInput, at: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('sales_team')
      .values({ name: team.name, created_at: at, updated_at: at })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('team_id')
      .executeTakeFirst();
    if (!inserted) return null;
    await replaceMembers(trx, inserted.team_id, team.memberIds);
    return inserted.team_id;
  });
}

/** False when another team has the name. */
export async function updateSalesTeam(db: Kysely<Database>, id: number, team: SalesTeamInput, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('sales_team').select('team_id').where('name', '=', team.name).where('team_id', '!=', id).executeTakeFirst();
    if (clash) return false;
    await trx.updateTable('sales_team').set({ name: team.name, updated_at: at }).where('team_id', '=', id).execute();
    await replaceMembers(trx, id, team.memberIds);
    return true;
  });
}

/** False when a routing rule still hands leads to the team. */
export async function deleteSalesTeam(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('routing_rule').select('rule_id').where('team_id', '=', id).executeTakeFirst();
    if (used) return false;
    await trx.deleteFrom('sales_team_member').where('team_id', '=', id).execute();
    await trx.deleteFrom('sales_team').where('team_id', '=', id).execute();
    return true;
  });
}

// Prepared, both: every lead a team's rule matches takes a turn.
const nextTurn = preparedQuery((db: Kysely<Database>, $: Readonly<{ teamId: number }>) =>
  db.updateTable('sales_team').set({ next_turn: sql<number>`next_turn + 1` }).where('team_id', '=', $.teamId).returning('next_turn'),
);
const enabledMembers = preparedQuery((db: Kysely<Database>, $: Readonly<{ teamId: number }>) =>
  db
    .selectFrom('sales_team_member')
    .innerJoin('staff_user', 'staff_user.user_id', 'sales_team_member.user_id')
    .select('sales_team_member.user_id')
    .where('sales_team_member.team_id', '=', $.teamId)
    .where('staff_user.disabled_at', 'is', null)
    .orderBy('sales_team_member.position'),
);

/**
 * The member whose turn it is, counting the turn as given, in the caller's transaction: the
 * counter goes up in one UPDATE, which PostgreSQL runs under the row's lock (a concurrent arrival
 * waits for this transaction) and SQLite runs alone, so two leads never take the same turn.
 * Members whose account is disabled are passed over; undefined when no one is left.
 */
export async function takeTurn(trx: Kysely<Database>, teamId: number): Promise<number | undefined> {
  const [team] = await nextTurn(trx, { teamId });
  if (!team) return undefined;
  const members = await enabledMembers(trx, { teamId });
  if (members.length === 0) return undefined;
  return members[(team.next_turn - 1) % members.length]!.user_id;
}
