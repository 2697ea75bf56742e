import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isRobotVendor, type RobotVendor } from './robotVendor';

/** What sending to a robot needs: where, how it signs, and whether it is on. */
export interface RobotTarget {
  id: number;
  name: string;
  vendor: RobotVendor;
  webhookUrl: string;
  secret: string;
  enabled: boolean;
}

export async function findRobotTarget(db: Kysely<Database>, robotId: number): Promise<RobotTarget | undefined> {
  const row = await db
    .selectFrom('notification_robot')
    .select(['robot_id', 'name', 'vendor', 'webhook_url', 'secret', 'enabled'])
    .where('robot_id', '=', robotId)
    .executeTakeFirst();
  if (!row || !isRobotVendor(row.vendor)) return undefined;
  return { id: row.robot_id, name: row.name, vendor: row.vendor, webhookUrl: row.webhook_url, secret: row.secret, enabled: row.enabled === 1 };
}
