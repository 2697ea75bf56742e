import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { parseAnswer, sendRaw } from '../../support/rawHttp';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Failures of the HTTP layer itself, below any route: each still answers the envelope. */
describe('protocol failures', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    port = (test.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => test.close());

  it('answers headers too large with 431 in the envelope and closes', async () => {
    const answer = await sendRaw(port, [`GET ${API_BASE_PATH}/site/settings HTTP/1.1\r\nHost: cms\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, msg: '请求头过大' });
  });

  it('answers a request line that is not HTTP with 400 in the envelope and closes', async () => {
    const answer = await sendRaw(port, ['HELLO THERE\r\n\r\n']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: '请求格式不正确' });
    expect(answer.headers.connection).toBe('close');
  });

  it('answers a badly encoded URL with 400 in the envelope without echoing it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${API_BASE_PATH}/job/%C0%AF?language=en`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 400, msg: 'The request is malformed' });
    expect(text).not.toMatch(/%C0|FST_/);
  });

  it('answers a 5 MB JSON body sent without Expect: 100-continue with 413 in the envelope, then closes', async () => {
    const size = 5 * 1024 * 1024;
    const head =
      `POST ${API_BASE_PATH}/potentialCustomers/add?language=en HTTP/1.1\r\nHost: cms\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${size}\r\n\r\n`;
    const answer = await sendRaw(port, [head, Buffer.alloc(size, 'x')]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 413, msg: 'The submission is too large' });
    expect(answer.headers.connection).toBe('close');
  });
});

describe('a stopping instance', () => {
  it('answers a request that arrives while it stops with 503 in the envelope', async () => {
    const signal = () => {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const arrived = signal();
    const released = signal();
    const closing = signal();
    const secondArrived = signal();
    const test = await startTestApp('sqlite', {}, { beforeReady: (app) => {
      // Holds one request in flight, so the instance is still stopping when the next arrives.
      app.get('/held', async () => {
        arrived.resolve();
        await released.promise;
        return { held: true };
      });
      app.addHook('preClose', async () => closing.resolve());
      app.server.on('request', (request: { url?: string }) => {
        if (request.url?.startsWith(API_BASE_PATH)) secondArrived.resolve();
      });
    } });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (test.app.server.address() as net.AddressInfo).port;

    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk) => (text += chunk));
    socket.write('GET /held HTTP/1.1\r\nHost: cms\r\n\r\n');
    await arrived.promise;
    const stopped = test.close();
    await closing.promise;
    socket.write(`GET ${API_BASE_PATH}/site/settings?language=en HTTP/1.1\r\nHost: cms\r\n\r\n`);
    await secondArrived.promise;
    released.resolve();
    await closed;
    await stopped;

    expect(text).toMatch(/^HTTP\/1.1 200/);
    const second = parseAnswer(text.slice(text.indexOf('HTTP/1.1', 1)));
    expect(second.status).toBe(503);
    expect(JSON.parse(second.body)).toEqual({ code: 503, msg: 'The service is temporarily unavailable: please try again later' });
  });
});
