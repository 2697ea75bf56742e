import type { Kysely, Selectable } from 'kysely';
import type { Database, RoutingRuleTable } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import type { RuleConditions } from './ruleMatch';

/** An admin's routing rule as the back office edits it; exactly one of `ownerUserId` and `teamId` is set. */
export interface RoutingRule extends RuleConditions {
  id: number;
  position: number;
  name: string;
  enabled: boolean;
  ownerUserId: number | null;
  teamId: number | null;
  createdAt: string;
  updatedAt: string;
}

export type RoutingRuleInput = Omit<RoutingRule, 'id' | 'createdAt' | 'updatedAt'>;

function toRule(row: Selectable<RoutingRuleTable>): RoutingRule {
  return {
    id: row.rule_id,
    position: row.position,
    name: row.name,
    enabled: row.enabled === 1,
    provinces: JSON.parse(row.provinces) as string[],
    industry: row.industry,
    language: row.language,
    source: row.source,
    ownerUserId: row.owner_user_id,
    teamId: row.team_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(rule: RoutingRuleInput) {
  return {
    position: rule.position,
    name: rule.name,
    enabled: rule.enabled ? 1 : 0,
    provinces: JSON.stringify(rule.provinces),
    industry: rule.industry,
    language: rule.language,
    source: rule.source,
    owner_user_id: rule.ownerUserId,
    team_id: rule.teamId,
  };
}

// Prepared: every arriving lead reads them.
const rulesInOrder = preparedQuery((db: Kysely<Database>) => db.selectFrom('routing_rule').selectAll().orderBy('position').orderBy('rule_id'));

/** Every rule, disabled ones too, in the order they are tried: by position, then the older first. */
export async function listRoutingRules(db: Kysely<Database>): Promise<RoutingRule[]> {
  return (await rulesInOrder(db, {})).map(toRule);
}

export async function findRoutingRule(db: Kysely<Database>, id: number): Promise<RoutingRule | undefined> {
  const row = await db.selectFrom('routing_rule').selectAll().where('rule_id', '=', id).executeTakeFirst();
  return row && toRule(row);
}

export async function insertRoutingRule(db: Kysely<Database>, rule: RoutingRuleInput, at: string): Promise<number> {
  const { rule_id } = await db
    .insertInto('routing_rule')
    .values({ ...toColumns(rule), created_at: at, updated_at: at })
    .returning('rule_id')
    .executeTakeFirstOrThrow();
  return rule_id;
}

export async function updateRoutingRule(db: Kysely<Database>, id: number, rule: RoutingRuleInput, at: string): Promise<void> {
  await db.updateTable('routing_rule').set({ ...toColumns(rule), updated_at: at }).where('rule_id', '=', id).execute();
}

export async function deleteRoutingRule(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('routing_rule').where('rule_id', '=', id).execute();
}
