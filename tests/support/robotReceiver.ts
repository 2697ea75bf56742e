import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { arrivals, closeServer } from './arrivals';
import type { RobotVendor } from '../../cms/notifications/robotVendor';

/** A message as the robot's platform took it: the JSON body (signing fields removed) and when it came. */
export interface RobotDelivery {
  message: Record<string, unknown>;
  /** What the receiver answered: the vendor's success body, or one of its error bodies. */
  answered: 'ok' | 'signature' | 'format' | 'key' | 'refused';
  at: number;
}

/** What to answer next instead of checking and accepting: the vendor's body for a refusal, with HTTP 200 as the vendors do. */
export type RobotAnswer = 'refuse';

export interface RobotReceiver {
  /** The robot's webhook URL, as the platform hands it out (WeCom and DingTalk carry a key or token). */
  url: string;
  received: RobotDelivery[];
  deliveries(count: number): Promise<RobotDelivery[]>;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const KEY = 'a1b2c3d4-robot-key';

/** Each vendor's answers as its documentation shows them: success, a bad signature, a bad message, a refusal (its rate limit). */
const BODIES: Record<RobotVendor, Record<RobotDelivery['answered'], object>> = {
  wecom: {
    ok: { errcode: 0, errmsg: 'ok' },
    signature: { errcode: 93000, errmsg: 'invalid webhook url' },
    key: { errcode: 93000, errmsg: 'invalid webhook url' },
    format: { errcode: 40008, errmsg: 'invalid message type' },
    refused: { errcode: 45009, errmsg: 'api freq out of limit' },
  },
  feishu: {
    ok: { code: 0, data: {}, msg: 'success' },
    signature: { code: 19021, data: {}, msg: 'sign match fail or timestamp is not within one hour from current time' },
    key: { code: 19001, data: {}, msg: 'param invalid: incoming webhook access token invalid' },
    format: { code: 19002, data: {}, msg: 'params error, msg_type need' },
    refused: { code: 11232, data: {}, msg: 'frequency limited' },
  },
  dingtalk: {
    ok: { errcode: 0, errmsg: 'ok' },
    signature: { errcode: 310000, errmsg: 'sign not match' },
    key: { errcode: 300001, errmsg: 'token is not exist' },
    format: { errcode: 40035, errmsg: 'missing parameter' },
    refused: { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' },
  },
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const withinAnHour = (timestampMs: number) => Number.isFinite(timestampMs) && Math.abs(Date.now() - timestampMs) <= HOUR_MS;

/**
 * Feishu's check: `timestamp` (seconds) and `sign` in the body, where sign is the base64 of an
 * HMAC-SHA256 keyed with "timestamp\nsecret" over nothing; the timestamp within an hour.
 */
function feishuSigned(body: Record<string, unknown>, secret: string): boolean {
  const { timestamp, sign } = body;
  if (typeof timestamp !== 'string' || typeof sign !== 'string' || !withinAnHour(Number(timestamp) * 1000)) return false;
  return sameText(sign, createHmac('sha256', `${timestamp}\n${secret}`).update(Buffer.alloc(0)).digest('base64'));
}

/**
 * DingTalk's check: `timestamp` (milliseconds) and `sign` in the query, where sign, URL-decoded,
 * is the base64 of an HMAC-SHA256 keyed with the secret over "timestamp\nsecret"; within an hour.
 */
function dingtalkSigned(query: URLSearchParams, secret: string): boolean {
  const timestamp = query.get('timestamp');
  const sign = query.get('sign');
  if (!timestamp || !sign || !withinAnHour(Number(timestamp))) return false;
  return sameText(sign, createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'));
}

/** The message types this project sends, with the fields each vendor requires of them. */
function wellFormed(vendor: RobotVendor, message: Record<string, unknown>): boolean {
  const object = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined);
  switch (vendor) {
    case 'wecom': {
      const content = object(message[String(message.msgtype)])?.content;
      return (message.msgtype === 'markdown' || message.msgtype === 'text') && typeof content === 'string' && Buffer.byteLength(content) <= 4096;
    }
    case 'feishu':
      return message.msg_type === 'interactive' && Array.isArray(object(message.card)?.elements);
    case 'dingtalk': {
      const markdown = object(message.markdown);
      return message.msgtype === 'markdown' && typeof markdown?.title === 'string' && typeof markdown.text === 'string';
    }
  }
}

/**
 * A vendor's robot endpoint on loopback: checks the key in the URL (WeCom `key`, DingTalk
 * `access_token`, Feishu the hook's path), the signature when the robot has a `secret`, and the
 * message's format, and answers as the vendor does: HTTP 200 with its success or error body.
 * `answers` makes the next requests be refused (the vendor's rate-limit body) before those checks.
 */
export async function startRobotReceiver(vendor: RobotVendor, options: { secret?: string; answers?: RobotAnswer[] } = {}): Promise<RobotReceiver> {
  const { received, add, arrived } = arrivals<RobotDelivery>();
  const pending = [...(options.answers ?? [])];
  const path = { wecom: '/cgi-bin/webhook/send', feishu: `/open-apis/bot/v2/hook/${KEY}`, dingtalk: '/robot/send' }[vendor];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://robot');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // An unreadable body is a format error below.
      }
      const { timestamp: _timestamp, sign: _sign, ...message } = body;
      const keyed = url.pathname === path && (vendor === 'wecom' ? url.searchParams.get('key') === KEY : vendor === 'dingtalk' ? url.searchParams.get('access_token') === KEY : true);
      const signed = !options.secret || (vendor === 'feishu' ? feishuSigned(body, options.secret) : vendor === 'dingtalk' ? dingtalkSigned(url.searchParams, options.secret) : true);
      const answered: RobotDelivery['answered'] = pending.shift()
        ? 'refused'
        : !keyed ? 'key' : !signed ? 'signature' : !wellFormed(vendor, message) ? 'format' : 'ok';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BODIES[vendor][answered]));
      add({ message, answered, at: Date.now() });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}${path}`;

  return {
    url: vendor === 'wecom' ? `${base}?key=${KEY}` : vendor === 'dingtalk' ? `${base}?access_token=${KEY}` : base,
    received,
    deliveries: arrived,
    close: () => closeServer(server),
  };
}
