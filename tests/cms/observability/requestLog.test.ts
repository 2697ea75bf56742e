import { afterEach, describe, expect, it } from 'vitest';
import { validLead } from '../../support/leadFixture';
import { logLines } from '../../support/logLines';
import { startTestApp, type TestApp } from '../../support/testApp';

const LEAD_ROUTE = '/cms/open/api/potentialCustomers/add';

describe('the request log', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  async function start(logLevel: string) {
    const log = logLines();
    test = await startTestApp('sqlite', { seed: undefined }, { logStream: log.stream, logLevel });
    return log;
  }

  /** A successful read, a submission, a refused one and an unknown address. */
  async function someRequests() {
    const { app } = test!;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: LEAD_ROUTE, payload: validLead })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: LEAD_ROUTE, payload: { ...validLead, customersPhone: '1' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/cms/open/api/nothing-here' })).statusCode).toBe(404);
  }

  it('writes no line per request at info level', async () => {
    const log = await start('info');
    await someRequests();
    expect(log.lines.filter((line) => 'reqId' in line)).toEqual([]);
  });

  it('writes one line per request at debug level, with its id, route and status', async () => {
    const log = await start('debug');
    await someRequests();
    const completed = log.lines.filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({ level: 20, reqId: expect.any(String), req: expect.objectContaining({ method: 'GET', url: '/readyz' }), res: { statusCode: 200 }, responseTime: expect.any(Number) }),
      expect.objectContaining({ req: expect.objectContaining({ method: 'POST', url: LEAD_ROUTE }), res: { statusCode: 200 } }),
      expect.objectContaining({ req: expect.objectContaining({ method: 'POST', url: LEAD_ROUTE }), res: { statusCode: 400 } }),
      expect.objectContaining({ req: expect.objectContaining({ url: '/cms/open/api/nothing-here' }), res: { statusCode: 404 } }),
    ]);
    expect(new Set(completed.map((line) => line.reqId)).size).toBe(4);
  });

  it('logs a failed request at error level with its request id, at info as at debug', async () => {
    for (const level of ['info', 'debug']) {
      const log = await start(level);
      // The database closed under the instance: the next read fails with a 500.
      await test!.app.db.destroy();
      const response = await test!.app.inject({ method: 'GET', url: '/cms/open/api/article/list?classifyId=1' });
      expect(response.statusCode).toBe(500);
      const failures = log.lines.filter((line) => line.level === 50);
      expect(failures).toEqual([expect.objectContaining({ msg: 'request failed', reqId: expect.any(String), err: expect.objectContaining({ message: expect.any(String) }) })]);
      if (level === 'debug') {
        const completed = log.lines.find((line) => line.msg === 'request completed');
        expect(completed).toMatchObject({ reqId: failures[0]!.reqId, res: { statusCode: 500 } });
      }
      await test!.close();
      test = undefined;
    }
  });
});
