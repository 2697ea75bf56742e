import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { validLead } from '../../support/leadFixture';
import { parseAnswer, sendRaw, slices } from '../../support/rawHttp';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The limits scaled down so each case runs in seconds; the defaults are in README.md. */
const LIMITS = {
  headersTimeoutMs: 1_000,
  bodyTimeoutMs: 500,
  uploadTimeoutMs: 15_000,
  idleTimeoutMs: 1_000,
  keepAliveTimeoutMs: 500,
  maxConnectionsPerAddress: 0,
};

async function listening(test: TestApp): Promise<number> {
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  return (test.app.server.address() as net.AddressInfo).port;
}

const countLeads = async (test: TestApp) =>
  Number((await test.app.db.selectFrom('potential_customer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('timeouts', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { limits: LIMITS });
    port = await listening(test);
  });
  afterAll(() => test.close());

  it('cuts off a JSON body sent a byte at a time with 408 in the envelope, long before it would end', async () => {
    const before = await countLeads(test);
    const body = JSON.stringify(validLead);
    const head =
      `POST ${API_BASE_PATH}/potentialCustomers/add?language=en HTTP/1.1\r\nHost: cms\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // At 20 bytes a second the body would take over 10 s; the deadline is half a second.
    const answer = await sendRaw(port, [head, ...slices(body, 1)], { paceMs: 50 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ code: 408, msg: 'The request took too long to arrive: please try again' });
    expect(answer.headers.connection).toBe('close');
    expect(answer.ms).toBeLessThan(5_000);
    expect(await countLeads(test)).toBe(before);
  });

  it('accepts a multipart resume upload that takes longer than the JSON deadline', async () => {
    const form = new FormData();
    form.append('name', 'Jane Smith');
    form.append('phone', '13912345678');
    form.append('email', 'jane@example.com');
    form.append('privacyConsent', 'true');
    form.append('file', new Blob(['Jane Smith\nMobile 13912345678\n'.repeat(40)], { type: 'text/plain' }), 'cv.txt');
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const head =
      `POST ${API_BASE_PATH}/job/resume/add HTTP/1.1\r\nHost: cms\r\nContent-Type: ${encoded.headers.get('content-type')}\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // Twenty slices 100 ms apart: about two seconds, four times the JSON deadline.
    const answer = await sendRaw(port, [head, ...slices(body, Math.ceil(body.length / 20))], { paceMs: 100 });
    expect(answer.ms).toBeGreaterThan(LIMITS.bodyTimeoutMs * 3);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: { resumeId: expect.any(Number) } });
  });

  it('answers 408 in the envelope to headers that never finish', async () => {
    const head = `GET ${API_BASE_PATH}/site/settings HTTP/1.1\r\nHost: cms\r\n`;
    const trickle = Array.from({ length: 200 }, (_, index) => `X-Slow-${index}: a\r\n`);
    const answer = await sendRaw(port, [head, ...trickle], { paceMs: 50 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ code: 408, msg: '请求发送超时，请重试' });
    expect(answer.ms).toBeLessThan(5_000);
  });

  it('closes 2,000 connections that never send anything', async () => {
    let accepted = 0;
    const acceptedUpTo = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (accepted < count) return;
          test.app.server.off('connection', onConnection);
          resolve();
        };
        const onConnection = () => {
          accepted += 1;
          check();
        };
        test.app.server.on('connection', onConnection);
        check();
      });
    const started = Date.now();
    const closed: Array<Promise<void>> = [];
    // In batches the listen backlog holds: past it the kernel, not the server, keeps the connection.
    for (let batch = 0; batch < 8; batch += 1) {
      const acceptedBatch = acceptedUpTo((batch + 1) * 250);
      for (let index = 0; index < 250; index += 1) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
      }
      await acceptedBatch;
    }
    await Promise.all(closed);
    expect(closed).toHaveLength(2_000);
    expect(Date.now() - started).toBeLessThan(20_000);
    const stillOpen = await new Promise<number>((resolve) => test.app.server.getConnections((_error, count) => resolve(count)));
    expect(stillOpen).toBe(0);
  });

  it('closes a kept-alive connection that asks nothing more', async () => {
    const answer = await sendRaw(port, [`GET ${API_BASE_PATH}/site/settings HTTP/1.1\r\nHost: cms\r\n\r\n`]);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(5_000);
  });
});

describe('connections per address', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { limits: { ...LIMITS, idleTimeoutMs: 30_000, maxConnectionsPerAddress: 5 } });
    port = await listening(test);
  });
  afterAll(() => test.close());

  it('closes a connection past the cap at once, and serves the ones within it', async () => {
    const open = await Promise.all(
      Array.from({ length: 5 }, () => new Promise<net.Socket>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      })),
    );
    // The server accepts a connection before it can count it: the sixth is accepted, then closed.
    const extra = await sendRaw(port, [`GET ${API_BASE_PATH}/site/settings HTTP/1.1\r\nHost: cms\r\n\r\n`]);
    expect(extra.text).toBe('');

    const first = open[0]!;
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      first.on('data', (chunk) => {
        text += chunk;
        if (text.includes('"code":0')) resolve(text);
      });
      first.write(`GET ${API_BASE_PATH}/site/settings HTTP/1.1\r\nHost: cms\r\n\r\n`);
    });
    expect(parseAnswer(answer).status).toBe(200);
    await Promise.all(open.map((socket) => new Promise<void>((resolve) => socket.end(() => resolve()))));
  });
});
