import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import type { RobotRateLimit } from './robotVendor';

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

/**
 * Takes one of the robot's sending slots at `now` if its vendor's limit leaves one, across every
 * instance: undefined when taken, else when the next one frees. The robot's row is locked
 * (PostgreSQL) or the transaction writes first (SQLite, which then runs it alone), so two workers
 * never take the last slot both. A slot is taken before the POST: an attempt the vendor refused
 * counts against its limit all the same.
 */
export async function takeRobotSlot(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  robot: { id: number; limit: RobotRateLimit },
  now: Date,
): Promise<Date | undefined> {
  const minuteAgo = new Date(now.getTime() - MINUTE_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      await trx.selectFrom('notification_robot').select('robot_id').where('robot_id', '=', robot.id).forUpdate().execute();
    }
    // Slots older than the window count for nothing any more.
    await trx.deleteFrom('robot_send').where('robot_id', '=', robot.id).where('sent_at', '<=', minuteAgo).execute();
    const recent = await trx
      .selectFrom('robot_send')
      .select('sent_at')
      .where('robot_id', '=', robot.id)
      .orderBy('sent_at', 'desc')
      .limit(robot.limit.perMinute)
      .execute();
    const times = recent.map((row) => Date.parse(row.sent_at));
    if (times.length >= robot.limit.perMinute) return new Date(times[robot.limit.perMinute - 1]! + MINUTE_MS);
    const { perSecond } = robot.limit;
    if (perSecond !== undefined) {
      const inLastSecond = times.filter((time) => time > now.getTime() - SECOND_MS);
      if (inLastSecond.length >= perSecond) return new Date(inLastSecond[perSecond - 1]! + SECOND_MS);
    }
    await trx.insertInto('robot_send').values({ robot_id: robot.id, sent_at: now.toISOString() }).execute();
    return undefined;
  });
}
