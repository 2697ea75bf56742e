import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { API_BASE_PATH } from '../../../contract/api';
import { COOKIE_NAME, createStaff, PASSWORD } from '../../support/staffApp';
import { registeredRoutes } from '../../support/registeredRoutes';
import { startTestApp, type TestApp } from '../../support/testApp';

const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface Document {
  paths: Record<string, Record<string, unknown>>;
}

/** The document's operations as `METHOD /path`, written as Fastify writes paths (`:id`, not `{id}`). */
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
  );

/**
 * Redocly's `recommended` rules, offline: a document with an error fails (warnings, such as a
 * missing licence, do not).
 */
async function lint(file: string): Promise<{ ok: boolean; report: string }> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--format=stylish'], { env });
    return { ok: true, report: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, report: stdout + stderr };
  }
}

describe('the OpenAPI documents', () => {
  let test: TestApp;
  let origin: string;
  let session: string;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { seed: undefined });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    const signIn = await fetch(`${origin}${ADMIN_API_BASE_PATH}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: PASSWORD }),
    });
    session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE_NAME}=`))!.split(';')[0]!;
  });
  afterAll(() => test.close());

  const fetchDocument = async (basePath: string): Promise<Document> => {
    const response = await fetch(`${origin}${basePath}/openapi.json`, { headers: { cookie: session } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return (await response.json()) as Document;
  };

  it.each([
    ['open API', API_BASE_PATH],
    ['back office API', ADMIN_API_BASE_PATH],
  ])('the %s document passes Redocly lint', async (_name, basePath) => {
    const document = await fetchDocument(basePath);
    const file = path.join(test.dataDir, `${basePath.split('/')[2]}-openapi.json`);
    await fs.writeFile(file, JSON.stringify(document));
    const { ok, report } = await lint(file);
    expect(ok, report).toBe(true);
  });

  it.each([
    ['open API', API_BASE_PATH],
    ['back office API', ADMIN_API_BASE_PATH],
  ])('the %s document has every route Fastify answers under its prefix, and no other', async (_name, basePath) => {
    const document = await fetchDocument(basePath);
    expect(operationsOf(document).sort()).toEqual(registeredRoutes(test.app, basePath).sort());
  });

  it('serves the back office document and reference page to signed-in staff only, never cached', async () => {
    for (const page of ['openapi.json', 'reference']) {
      const response = await fetch(`${origin}${ADMIN_API_BASE_PATH}/${page}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, msg: '请先登录' });
      const signedIn = await fetch(`${origin}${ADMIN_API_BASE_PATH}/${page}`, { headers: { cookie: session } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each([API_BASE_PATH, ADMIN_API_BASE_PATH])('serves the reference page of %s under the site policy, loading only the CMS own script', async (basePath) => {
    const response = await fetch(`${origin}${basePath}/reference`, { headers: { cookie: session } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    // No inline code: one element holds the settings, the other loads the renderer from the CMS.
    expect(scripts.map(([, , code]) => code)).toEqual(['', '']);
    const source = /src="([^"]+)"/.exec(scripts[1]![1]!)![1]!;
    // Gzipped for a client that takes it (fetch does, and inflates it), whole for one that does not.
    const gzipped = await fetch(`${origin}${source}`);
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await fetch(`${origin}${source}`, { headers: { 'accept-encoding': 'identity, gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await gzipped.text()).toBe(await plain.text());
    expect(html).toContain(`${basePath}/openapi.json`);
  });
});
