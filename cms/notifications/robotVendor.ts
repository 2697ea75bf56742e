import { ROBOT_VENDORS, type RobotVendor } from '../../contract/notificationRobots';

export type { RobotVendor };

/** A vendor's published sending limit for one robot: per minute, and per second where it sets one. */
export interface RobotRateLimit {
  perMinute: number;
  perSecond?: number;
}

/**
 * WeCom: 20 messages a minute per robot; Feishu: 100 a minute and 5 a second per robot;
 * DingTalk: 20 a minute per robot (past it the robot is muted for 10 minutes, so staying under
 * it matters more than sending at once).
 */
export const ROBOT_RATE_LIMITS: Record<RobotVendor, RobotRateLimit> = {
  wecom: { perMinute: 20 },
  feishu: { perMinute: 100, perSecond: 5 },
  dingtalk: { perMinute: 20 },
};

export function isRobotVendor(value: unknown): value is RobotVendor {
  return (ROBOT_VENDORS as readonly unknown[]).includes(value);
}

/**
 * Why the vendor refused a message, from the JSON it answered with HTTP 200; undefined when it
 * accepted it. WeCom and DingTalk answer `errcode` 0, Feishu `code` 0 (its older answer
 * `StatusCode` 0); anything else, an unreadable body included, is a refusal to retry.
 */
export function robotRefusal(vendor: RobotVendor, answer: unknown): string | undefined {
  const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const [code, message] = vendor === 'feishu' ? [fields.code ?? fields.StatusCode, fields.msg ?? fields.StatusMessage] : [fields.errcode, fields.errmsg];
  if (code === 0) return undefined;
  return `the ${vendor} robot refused the message: ${code === undefined ? 'no error code' : `code ${String(code)}`}${message === undefined ? '' : ` (${String(message)})`}`;
}
