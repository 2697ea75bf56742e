import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS } from '../../../contract/api';
import { validLead } from '../../support/leadFixture';
import { seededRandom } from '../../support/seededRandom';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/**
 * Random requests over every open-API call: mutated methods, paths, query strings, headers, and
 * JSON and multipart bodies. Whatever arrives, the answer is the envelope with a 2xx or 4xx
 * status. Seeded, so a failure replays: the seed and the request are in the message.
 */
const SEED = 20_261_123;
const REQUESTS_PER_ENGINE = 1_500;
const CONCURRENCY = 8;

type Random = ReturnType<typeof seededRandom>;

type Kind = 'read' | 'json' | 'multipart';
interface Call {
  path: (rng: Random) => string;
  kind: Kind;
}

const JSON_CALLS: string[] = [API_PATHS.leadAdd, API_PATHS.downloadRequestAdd];
const MULTIPART_CALLS: string[] = [API_PATHS.resumeAdd, API_PATHS.resumeParse];

const ID_TEXTS = ['1', '2', '3', '0', '-1', '1.5', '1e3', 'abc', '9'.repeat(30), '%C0%AF', '%00', '..%2F..', '%E4%B8%AD', '%', '%ZZ', ''];

/** Every call of the contract, with its id paths given a random id. */
const CALLS: Call[] = Object.values(API_PATHS).map((path) => {
  if (typeof path === 'function') return { kind: 'read', path: (rng) => path(rng.pick(ID_TEXTS) as unknown as number) };
  const kind: Kind = JSON_CALLS.includes(path) ? 'json' : MULTIPART_CALLS.includes(path) ? 'multipart' : 'read';
  return { kind, path: () => path };
});

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const QUERY_KEYS = ['language', 'classifyType', 'classifyId', 'pageNum', 'pageSize', 'tagIds', 'tagGroup', 'productType', 'jobCategoryId', 'workPlaceId', 'id', 'x'];
const QUERY_VALUES = [...ID_TEXTS, 'en', 'zh', 'EN', 'en-US', 'fr', '1,2,3', ','.repeat(40), '1,'.repeat(30), 'null', 'true', '[]', '{}', 'subIndustry', 'agv', '%20', '+'];
const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain',
  'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/octet-stream',
  'application/json;;', 'image/png', 'APPLICATION/JSON', '',
];
const JSON_VALUES: unknown[] = [null, 0, -1, 1e308, 1.5, '', ' ', 'x'.repeat(300), [], {}, true, false, '13912345678', '广东省/深圳市/南山区', { a: { b: [] } }, ['x'], '1', 'a@b.c'];
const RAW_BODIES = ['', 'null', '[]', '"text"', '123', '{', '{"a":', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', '['.repeat(3_000), '{"a":1,"a":2}'];
const DOWNLOAD = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', fileId: 1, privacyConsent: true };

function mutatePath(rng: Random, path: string): string {
  if (!rng.chance(0.25)) return path;
  return rng.pick([
    () => `${path}/`,
    () => `${path}/${rng.pick(ID_TEXTS)}`,
    () => path.replace('/', '//'),
    () => path.toUpperCase(),
    () => `${path}%2F`,
    () => path.slice(0, rng.int(path.length)),
    () => `${path}/../${path}`,
  ])();
}

function query(rng: Random): string {
  if (rng.chance(0.2)) return '';
  const pairs = Array.from({ length: rng.int(5) }, () => {
    const key = rng.chance(0.1) ? `${rng.pick(QUERY_KEYS)}[]` : rng.pick(QUERY_KEYS);
    return `${key}=${rng.pick(QUERY_VALUES)}`;
  });
  return `?${pairs.join('&')}`;
}

function jsonBody(rng: Random, path: string): string | Buffer {
  if (rng.chance(0.15)) return rng.chance(0.2) ? Buffer.from([0x7b, 0xff, 0xfe, 0x22, 0x7d]) : rng.pick(RAW_BODIES);
  const base: Record<string, unknown> = { ...(path === API_PATHS.leadAdd ? validLead : DOWNLOAD) };
  for (const key of [...Object.keys(base), 'website', 'source', 'extra']) {
    if (rng.chance(0.2)) base[key] = rng.pick(JSON_VALUES);
    if (rng.chance(0.05)) delete base[key];
  }
  return JSON.stringify(base);
}

async function multipartBody(rng: Random): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of [['name', 'Jane Smith'], ['phone', '13912345678'], ['email', 'jane@example.com'], ['jobId', '1'], ['website', ''], ['privacyConsent', 'true']]) {
    if (rng.chance(0.85)) form.append(rng.chance(0.1) ? 'file' : name!, rng.chance(0.2) ? String(rng.pick(JSON_VALUES)) : value!);
  }
  if (rng.chance(0.9)) {
    const bytes = rng.pick([
      Buffer.from('Jane Smith\nMobile 13912345678\njane@example.com\n'),
      Buffer.from('%PDF-1.4\n%garbage that is not a pdf'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
      Buffer.from([0x4d, 0x5a, 0x90, 0x00]),
      Buffer.alloc(0),
    ]);
    const name = rng.pick(['cv.txt', 'cv.pdf', 'cv.docx', 'cv.doc', 'cv.exe', 'cv', '../../etc/passwd.txt', '简历.txt', 'a'.repeat(300) + '.txt']);
    form.append(rng.chance(0.1) ? 'attachment' : 'file', new Blob([new Uint8Array(bytes)]), name);
  }
  const encoded = new Response(form);
  let body = Buffer.from(await encoded.arrayBuffer());
  let contentType = encoded.headers.get('content-type')!;
  if (rng.chance(0.2)) body = body.subarray(0, rng.int(body.length));
  if (rng.chance(0.1)) contentType = rng.pick(['multipart/form-data', 'multipart/form-data; boundary=wrong', 'multipart/mixed; boundary=x']);
  return { body, contentType };
}

interface Outcome {
  request: string;
  status: number;
  body: string;
  method: string;
}

function send(port: number, agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Outcome> {
  const request = `${method} ${path} ${JSON.stringify(headers)} ${body === undefined ? '' : String(body).slice(0, 200)}`;
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ request, method, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', (error) => reject(new Error(`${error.message} for ${request}`)));
    outgoing.end(body);
  });
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

async function fuzzRequest(rng: Random): Promise<FuzzRequest> {
  const call = rng.pick(CALLS);
  const rightMethod = call.kind === 'read' ? 'GET' : 'POST';
  const method = rng.chance(0.85) ? rightMethod : rng.pick(METHODS);
  const path = `${API_BASE_PATH}/${mutatePath(rng, call.path(rng))}${query(rng)}`;
  const headers: Record<string, string> = {};
  if (rng.chance(0.3)) headers['accept-language'] = rng.pick(['en-US,en;q=0.9', 'zh-CN', '*', ';;', 'en', 'fr-FR']);
  if (rng.chance(0.2)) headers['idempotency-key'] = rng.pick(['abc', '"quoted"', '""', '"', 'k'.repeat(300), `key-${rng.int(5)}`, ' ']);
  let body: string | Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    if (call.kind === 'multipart' && rng.chance(0.8)) {
      const multipart = await multipartBody(rng);
      body = multipart.body;
      headers['content-type'] = multipart.contentType;
    } else if (rng.chance(0.9)) {
      body = jsonBody(rng, call.path(rng));
      headers['content-type'] = rng.chance(0.8) ? 'application/json' : rng.pick(CONTENT_TYPES);
    }
  }
  return { method, path, headers, body };
}

/** An answer a visitor's page can read: the envelope, its code the status (0 on success). */
function envelopeProblem(outcome: Outcome): string | null {
  if (outcome.status >= 500) return `status ${outcome.status}`;
  if (outcome.method === 'HEAD') return null;
  let parsed: { code?: unknown; msg?: unknown };
  try {
    parsed = JSON.parse(outcome.body);
  } catch {
    return `not JSON: ${outcome.body.slice(0, 200)}`;
  }
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.msg !== 'string' || parsed.msg === '') return `no envelope: ${outcome.body.slice(0, 200)}`;
  const expected = outcome.status >= 400 ? outcome.status : 0;
  if (parsed.code !== expected) return `code ${String(parsed.code)} with status ${outcome.status}`;
  return null;
}

describe.each(ENGINES)('fuzzing the open API on %s', (engine) => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await startTestApp(engine, { submitRateLimitPerMinute: 1_000_000 });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    port = (test.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => test.close());

  it(`answers ${REQUESTS_PER_ENGINE} mutated requests with the envelope and never a 5xx`, async () => {
    // Made in order before any is sent, so the same seed makes the same requests.
    const rng = seededRandom(SEED);
    const requests: FuzzRequest[] = [];
    for (let index = 0; index < REQUESTS_PER_ENGINE; index += 1) requests.push(await fuzzRequest(rng));
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const { method, path, headers, body } = requests[next++]!;
        const outcome = await send(port, agent, method, path, headers, body);
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        const problem = envelopeProblem(outcome);
        if (problem) problems.push(`${problem} ← ${outcome.request}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    expect(problems.slice(0, 10)).toEqual([]);
    // The run reached both sides: successes and refusals of several kinds.
    expect(statuses.get(200)).toBeGreaterThan(50);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 404, 415]));
  }, 120_000);
});
