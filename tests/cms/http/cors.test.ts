import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';

describe('CORS', () => {
  let test: TestApp;
  const partner = 'https://partner.example.com';

  beforeAll(async () => {
    test = await startTestApp('sqlite', { corsOrigins: [partner] });
  });
  afterAll(() => test.close());

  it('lets a configured partner origin read and submit, with the Idempotency-Key header', async () => {
    const read = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list', headers: { origin: partner } });
    expect(read.headers['access-control-allow-origin']).toBe(partner);
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/cms/open/api/potentialCustomers/add',
      headers: {
        origin: partner,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(partner);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('gives other origins no CORS grant', async () => {
    const read = await test.app.inject({
      method: 'GET',
      url: '/cms/open/api/blogroll/list',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
