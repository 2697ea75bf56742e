import { afterEach, describe, expect, it } from 'vitest';
import { readMetricsSettings } from '../../../cms/observability/metricsAccess';
import { parsePrometheusText } from '../../support/prometheusText';
import { startTestApp, type TestApp } from '../../support/testApp';

const TOKEN = 'a-token-of-32-characters-or-so-0';

describe('who may read /metrics', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  /** A CMS listening on `host`, its metrics guarded by the given environment. */
  async function serve(env: NodeJS.ProcessEnv, { host = '127.0.0.1', trustProxy = false } = {}) {
    test = await startTestApp('sqlite', { seed: undefined, metrics: readMetricsSettings(env), trustProxy });
    const address = await test.app.listen({ host, port: 0 });
    const { port } = test.app.server.address() as { port: number };
    return { address, port };
  }

  const scrape = (origin: string, headers: Record<string, string> = {}) => fetch(`${origin}/metrics`, { headers });

  it('answers 404 when neither addresses nor a token are configured, whoever asks', async () => {
    const { address } = await serve({});
    const response = await scrape(address, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: expect.any(String) });
  });

  it('answers the metrics with the bearer token, and 403 without it or with another', async () => {
    const { address } = await serve({ METRICS_TOKEN: TOKEN });
    expect((await scrape(address)).status).toBe(403);
    expect((await scrape(address, { authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
    expect((await scrape(address, { authorization: `Bearer ${TOKEN.slice(0, -1)}` })).status).toBe(403);
    expect((await scrape(address, { authorization: `Basic ${TOKEN}` })).status).toBe(403);
    const response = await scrape(address, { authorization: `bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(parsePrometheusText(await response.text()).length).toBeGreaterThan(0);
  });

  it('answers an allowed address without a token, and refuses one outside the ranges', async () => {
    const allowed = await serve({ METRICS_ALLOW: '10.0.0.0/8, 127.0.0.1' });
    expect((await scrape(allowed.address)).status).toBe(200);
    await test!.close();

    const outside = await serve({ METRICS_ALLOW: '10.0.0.0/8,192.168.1.7', METRICS_TOKEN: TOKEN });
    expect((await scrape(outside.address)).status).toBe(403);
    expect((await scrape(outside.address, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('matches the connection, not a forwarded address, even behind TRUST_PROXY', async () => {
    const { address } = await serve({ METRICS_ALLOW: '10.0.0.0/8' }, { trustProxy: true });
    const response = await scrape(address, { 'x-forwarded-for': '10.1.2.3' });
    expect(response.status).toBe(403);
  });

  it('matches an IPv4 client reaching a dual-stack listener as an IPv4-mapped IPv6 address', async () => {
    const { port } = await serve({ METRICS_ALLOW: '127.0.0.0/8' }, { host: '::' });
    expect((await scrape(`http://127.0.0.1:${port}`)).status).toBe(200);
  });

  it('refuses a configuration it cannot read, naming the variable', () => {
    expect(() => readMetricsSettings({ METRICS_ALLOW: '10.0.0.0/8,not-an-address' })).toThrow(/METRICS_ALLOW: "not-an-address"/);
    expect(() => readMetricsSettings({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
    expect(() => readMetricsSettings({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
