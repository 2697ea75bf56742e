import { createHmac } from 'node:crypto';
import type { RobotVendor } from './robotVendor';

/** A message ready to POST: the URL (DingTalk signs in its query) and the body (Feishu signs in it). */
export interface SignedRobotRequest {
  url: string;
  body: string;
}

/**
 * Signs one attempt as the vendor's documentation says, with the robot's secret; a robot without
 * one (or WeCom, which has no signing: its key is in the URL) is sent as it is.
 *
 * - Feishu: `timestamp` in seconds and `sign` = base64(HMAC-SHA256 keyed with "timestamp\nsecret"
 *   over an empty message), both in the JSON body; valid for an hour.
 * - DingTalk: `timestamp` in milliseconds and `sign` = base64(HMAC-SHA256 keyed with the secret
 *   over "timestamp\nsecret"), URL-encoded, both in the query; valid for an hour.
 */
export function signRobotRequest(vendor: RobotVendor, robot: { webhookUrl: string; secret: string }, body: string, now: Date): SignedRobotRequest {
  const { webhookUrl, secret } = robot;
  if (!secret || vendor === 'wecom') return { url: webhookUrl, body };
  if (vendor === 'feishu') {
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const sign = createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
    return { url: webhookUrl, body: JSON.stringify({ timestamp, sign, ...(JSON.parse(body) as object) }) };
  }
  const timestamp = String(now.getTime());
  const sign = createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
  const url = new URL(webhookUrl);
  // URLSearchParams writes the sign URL-encoded (+, / and = escaped), as DingTalk requires.
  url.searchParams.set('timestamp', timestamp);
  url.searchParams.set('sign', sign);
  return { url: url.toString(), body };
}
