import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import { DeliveryHeld, type DeliveryChannel } from './deliveryChannel';
import { findRobotTarget, type RobotTarget } from './notificationRobots';
import { postOutbound } from './outboundPost';
import { takeRobotSlot } from './robotSends';
import { signRobotRequest } from './robotSigning';
import { ROBOT_RATE_LIMITS, robotRefusal } from './robotVendor';

/**
 * A group robot's message: the row's body (in the vendor's format, made when the row was written)
 * POSTed to the robot's current webhook URL, signed anew for each attempt with its current secret.
 * A robot at its vendor's rate limit holds the row until a slot frees, untried. A vendor answers
 * HTTP 200 also when it refuses (a wrong signature, its own rate limit): only its success code
 * in the JSON counts as sent. Posted as every outbound POST is (postOutbound: no redirects
 * followed, `timeoutMs` at most).
 */
export function robotChannel(db: Kysely<Database>, engine: DatabaseEngine, timeoutMs: number): DeliveryChannel {
  return {
    async send(row) {
      const robot = row.robot_id === null ? undefined : await findRobotTarget(db, row.robot_id);
      // A disabled robot's messages wait, retried on the same schedule, until it is enabled again.
      if (!robot?.enabled) throw new Error('the robot is disabled or removed');
      await postRobotMessage(db, engine, robot, row.body, timeoutMs);
    },
    close() {},
  };
}

/**
 * One attempt to post a message (the outbox's, or an admin's test): throws `DeliveryHeld` when
 * the robot is at its limit, an error when the vendor did not accept it.
 */
export async function postRobotMessage(db: Kysely<Database>, engine: DatabaseEngine, robot: RobotTarget, body: string, timeoutMs: number): Promise<void> {
  const now = new Date();
  const freeAt = await takeRobotSlot(db, engine, { id: robot.id, limit: ROBOT_RATE_LIMITS[robot.vendor] }, now);
  if (freeAt) throw new DeliveryHeld(freeAt);
  const request = signRobotRequest(robot.vendor, robot, body, now);
  const response = await postOutbound(
    request.url,
    { headers: { 'content-type': 'application/json; charset=utf-8' }, body: request.body },
    timeoutMs,
    `${robot.vendor} robot`,
  );
  const text = await response.text();
  const refusal = robotRefusal(robot.vendor, parseJson(text));
  if (refusal) throw new Error(refusal);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
