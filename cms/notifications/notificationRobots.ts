import { sql, type Kysely, type Selectable } from 'kysely';
import { toApiLanguage, type ApiLanguage } from '../../contract/language';
import type { Database, NotificationRobotTable } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import { ROBOT_FIELDS, type RobotField } from '../../contract/notificationRobots';
import { isRobotVendor, type RobotVendor } from './robotVendor';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../contract/submissionKinds';

/** A robot as admins see it: never with its secret, only whether it has one. */
export interface NotificationRobot {
  id: number;
  name: string;
  vendor: RobotVendor;
  webhookUrl: string;
  hasSecret: boolean;
  submissionKinds: SubmissionKind[];
  fields: RobotField[];
  language: ApiLanguage;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What sending to a robot needs: where, how it signs, and whether it is on. */
export interface RobotTarget {
  id: number;
  name: string;
  vendor: RobotVendor;
  webhookUrl: string;
  secret: string;
  enabled: boolean;
}

/** What an admin sets; a secret of undefined keeps the stored one. */
export interface RobotChanges {
  name: string;
  vendor: RobotVendor;
  webhookUrl: string;
  secret?: string;
  submissionKinds: readonly SubmissionKind[];
  fields: readonly RobotField[];
  language: ApiLanguage;
  enabled: boolean;
}

/** A stored JSON array, keeping only the values still known (a field removed from the code is dropped). */
function knownValues<T extends string>(json: string, known: readonly T[]): T[] {
  const values: unknown = JSON.parse(json);
  return Array.isArray(values) ? known.filter((value) => values.includes(value)) : [];
}

function toRobot(row: Selectable<NotificationRobotTable>): NotificationRobot {
  return {
    id: row.robot_id,
    name: row.name,
    vendor: isRobotVendor(row.vendor) ? row.vendor : 'wecom',
    webhookUrl: row.webhook_url,
    hasSecret: row.secret !== '',
    submissionKinds: knownValues(row.submission_kinds, SUBMISSION_KINDS),
    fields: knownValues(row.fields, ROBOT_FIELDS),
    language: toApiLanguage(row.language),
    enabled: Number(row.enabled) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listRobots(db: Kysely<Database>, page: { offset: number; limit: number; newestFirst: boolean }) {
  const rows = await db
    .selectFrom('notification_robot')
    .selectAll()
    .orderBy('robot_id', page.newestFirst ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await db.selectFrom('notification_robot').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(toRobot), total: Number(total) };
}

export async function findRobot(db: Kysely<Database>, id: number): Promise<NotificationRobot | undefined> {
  const row = await db.selectFrom('notification_robot').selectAll().where('robot_id', '=', id).executeTakeFirst();
  return row && toRobot(row);
}

export async function insertRobot(db: Kysely<Database>, robot: RobotChanges, at: string): Promise<number> {
  const { robot_id } = await db
    .insertInto('notification_robot')
    .values({
      name: robot.name,
      vendor: robot.vendor,
      webhook_url: robot.webhookUrl,
      secret: robot.secret ?? '',
      submission_kinds: JSON.stringify(robot.submissionKinds),
      fields: JSON.stringify(robot.fields),
      language: robot.language,
      enabled: robot.enabled ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('robot_id')
    .executeTakeFirstOrThrow();
  return robot_id;
}

/** False when no robot has that id. */
export async function updateRobot(db: Kysely<Database>, id: number, changes: RobotChanges, at: string): Promise<boolean> {
  const result = await db
    .updateTable('notification_robot')
    .set({
      name: changes.name,
      vendor: changes.vendor,
      webhook_url: changes.webhookUrl,
      ...(changes.secret !== undefined && { secret: changes.secret }),
      submission_kinds: JSON.stringify(changes.submissionKinds),
      fields: JSON.stringify(changes.fields),
      language: changes.language,
      enabled: changes.enabled ? 1 : 0,
      updated_at: at,
    })
    .where('robot_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Removes the robot with its messages still waiting (the sent ones stay as history) and its
 * sending slots; staff who were told through it are told by e-mail again.
 */
export async function deleteRobot(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notification_outbox').where('robot_id', '=', id).where('sent_at', 'is', null).execute();
    await trx.deleteFrom('robot_send').where('robot_id', '=', id).execute();
    await trx.updateTable('staff_user').set({ notify_robot_id: null }).where('notify_robot_id', '=', id).execute();
    await trx.deleteFrom('notification_robot').where('robot_id', '=', id).execute();
  });
}

// Prepared: every submission reads them.
const enabledRobots = preparedQuery((db: Kysely<Database>) => db.selectFrom('notification_robot').selectAll().where('enabled', '=', 1).orderBy('robot_id'));

/** The enabled robots told of a submission of this kind, read in the submission's transaction. */
export async function listRobotsFor(db: Kysely<Database>, kind: SubmissionKind): Promise<NotificationRobot[]> {
  const rows = await enabledRobots(db, {});
  return rows.map(toRobot).filter((robot) => robot.submissionKinds.includes(kind));
}

export async function findRobotTarget(db: Kysely<Database>, robotId: number): Promise<RobotTarget | undefined> {
  const row = await db
    .selectFrom('notification_robot')
    .select(['robot_id', 'name', 'vendor', 'webhook_url', 'secret', 'enabled'])
    .where('robot_id', '=', robotId)
    .executeTakeFirst();
  if (!row || !isRobotVendor(row.vendor)) return undefined;
  return { id: row.robot_id, name: row.name, vendor: row.vendor, webhookUrl: row.webhook_url, secret: row.secret, enabled: Number(row.enabled) === 1 };
}
