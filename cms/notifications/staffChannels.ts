import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where a staff member is told of what concerns them: a robot (and the mobile it @-mentions), or e-mail when `robotId` is null. */
export interface StaffChannel {
  robotId: number | null;
  mention: string | null;
}

export async function findStaffChannel(db: Kysely<Database>, userId: number): Promise<StaffChannel | undefined> {
  const row = await db.selectFrom('staff_user').select(['notify_robot_id', 'notify_mention']).where('user_id', '=', userId).executeTakeFirst();
  return row && { robotId: row.notify_robot_id, mention: row.notify_mention };
}

/** False when no staff user has that id. */
export async function setStaffChannel(db: Kysely<Database>, userId: number, channel: StaffChannel, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_user')
    .set({ notify_robot_id: channel.robotId, notify_mention: channel.mention, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
