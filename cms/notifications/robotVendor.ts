/** The group robots the outbox can send to. */
export const ROBOT_VENDORS = ['wecom', 'feishu', 'dingtalk'] as const;
export type RobotVendor = (typeof ROBOT_VENDORS)[number];

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
