// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../cms/app';
import { OUTPUT_DIRS } from '../../builders/paths';
import { readConfig } from '../../cms/config';
import { startTestApp, type TestApp } from '../support/testApp';

const PARTNER = 'https://partner.example.com';
const HASHED = 'consult-AbC_12-x.js';
const SOURCE = 'export function mount(){}\n'.repeat(40);

describe('the CMS serves the embed bundle at /widgets/', () => {
  let test: TestApp;
  let widgetsDir: string;

  beforeAll(async () => {
    widgetsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'widgets-dist-'));
    for (const [name, content] of [['embed.js', '(()=>{})();'], [HASHED, SOURCE], ['manifest.json', '{"entries":{}}']] as const) {
      await fs.writeFile(path.join(widgetsDir, name), content);
      await fs.writeFile(path.join(widgetsDir, `${name}.gz`), zlib.gzipSync(content));
    }
    test = await startTestApp('sqlite', { corsOrigins: [PARTNER], widgetsDir } as Partial<AppOptions>);
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(widgetsDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it('serves embed.js across origins, cached briefly', async () => {
    const response = await get('/widgets/embed.js', { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(response.body).toBe('(()=>{})();');
  });

  it('serves hashed chunks for a year, pre-compressed to clients that accept it', async () => {
    const response = await get(`/widgets/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SOURCE);
    expect((await get(`/widgets/${HASHED}`)).body).toBe(SOURCE);
  });

  it('answers a partner origin of CORS_ORIGINS with that origin, which browsers accept alike', async () => {
    const response = await get(`/widgets/${HASHED}`, { origin: PARTNER });
    expect([PARTNER, '*']).toContain(response.headers['access-control-allow-origin']);
  });

  it('keeps the manifest fresh and answers 404 for anything else', async () => {
    expect((await get('/widgets/manifest.json')).headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect((await get('/widgets/manifest.json')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/widgets/missing-12345678.js')).statusCode).toBe(404);
    expect((await get('/widgets/../package.json')).statusCode).toBe(404);
  });

  it('reads WIDGETS_DIR, by default ./dist/widgets', () => {
    expect(readConfig({}, OUTPUT_DIRS).widgetsDir).toBe(path.resolve('dist/widgets'));
    expect(readConfig({ WIDGETS_DIR: '/srv/widgets' }, OUTPUT_DIRS).widgetsDir).toBe('/srv/widgets');
  });

  it('starts without a built bundle, answering 404 under /widgets/', async () => {
    const empty = await startTestApp('sqlite', { widgetsDir: path.join(widgetsDir, 'not-built') } as Partial<AppOptions>);
    try {
      expect((await empty.app.inject({ method: 'GET', url: '/widgets/embed.js' })).statusCode).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
