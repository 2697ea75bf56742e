import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_DIRS } from '../../../builders/paths';
import { readConfig } from '../../../cms/config';
import { ADMIN_STYLE_NONCE_PLACEHOLDER, ADMIN_TIME_ZONE_PLACEHOLDER } from '../../../contract/adminApi';
import { startTestApp, type TestApp } from '../../support/testApp';

const ENTRY = 'index-AbC_12-x.js';
const SOURCE = 'export const app = 1;\n'.repeat(80);
const INDEX = `<!doctype html><html><head><meta name="csp-nonce" content="${ADMIN_STYLE_NONCE_PLACEHOLDER}">` +
  `<meta name="company-time-zone" content="${ADMIN_TIME_ZONE_PLACEHOLDER}">` +
  `<script type="module" src="/admin/assets/${ENTRY}"></script></head><body><div id="root"></div></body></html>`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the CMS serves the back office at /admin/', () => {
  let test: TestApp;
  let adminDir: string;

  beforeAll(async () => {
    adminDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
    await fs.mkdir(path.join(adminDir, 'assets'));
    await fs.writeFile(path.join(adminDir, 'index.html'), INDEX);
    await fs.writeFile(path.join(adminDir, 'assets', ENTRY), SOURCE);
    await fs.writeFile(path.join(adminDir, 'assets', `${ENTRY}.gz`), zlib.gzipSync(SOURCE));
    test = await startTestApp('sqlite', { adminDir, companyTimeZone: 'Europe/Berlin' });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(adminDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it.each(['/admin', '/admin/', '/admin/leads', '/admin/leads/3', '/admin/resumes/12/show'])('answers %s, one of the app routes, with index.html, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`src="/admin/assets/${ENTRY}"`);
    expect(response.body).not.toContain(ADMIN_STYLE_NONCE_PLACEHOLDER);
    // The app shows every time in the company's zone, COMPANY_TIME_ZONE.
    expect(response.body).toContain('<meta name="company-time-zone" content="Europe/Berlin">');
  });

  it("allows scripts from its own files only, and styles carrying the nonce it wrote into this answer's page", async () => {
    const response = await get('/admin/leads/3');
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Its own origin's frames only: the resume previews and the site's preview of drafts.
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');

    const again = await get('/admin/leads/3');
    const second = /<meta name="csp-nonce" content="([^"]+)">/.exec(again.body)?.[1];
    expect(second).not.toBe(nonce);
    expect(directives(again.headers['content-security-policy']).get('style-src')).toEqual(["'self'", `'nonce-${second}'`]);
  });

  it('serves hashed scripts for a year, pre-compressed to clients that accept it, under the strict policy', async () => {
    const response = await get(`/admin/assets/${ENTRY}`, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SOURCE);
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    expect((await get(`/admin/assets/${ENTRY}`)).body).toBe(SOURCE);
  });

  it('answers 404 for a script that is not there, not the page', async () => {
    const response = await get('/admin/assets/missing-12345678.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
    const escape = await get('/admin/assets/..%2f..%2fpackage.json');
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(escape.body).not.toContain('"dependencies"');
  });

  it('leaves the API where it was', async () => {
    expect((await get('/cms/admin/api/session')).statusCode).toBe(401);
  });

  it('reads ADMIN_DIR, by default ./dist/admin', () => {
    expect(readConfig({}, OUTPUT_DIRS).adminDir).toBe(path.resolve('dist/admin'));
    expect(readConfig({ ADMIN_DIR: '/srv/admin' }, OUTPUT_DIRS).adminDir).toBe('/srv/admin');
  });
});

describe('the back office before it is built', () => {
  let test: TestApp;
  let adminDir: string;

  beforeAll(async () => {
    adminDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'admin-missing-')), 'dist-admin');
    test = await startTestApp('sqlite', { adminDir });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(path.dirname(adminDir), { recursive: true, force: true });
  });

  it('still starts the CMS; /admin answers 503 saying how to build it, then the build once it is there', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/admin/leads/3' });
    expect(missing.statusCode).toBe(503);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.body).toContain('npm run build:admin');
    expect((await test.app.inject({ method: 'GET', url: '/cms/admin/api/session' })).statusCode).toBe(401);

    await fs.mkdir(adminDir, { recursive: true });
    await fs.writeFile(path.join(adminDir, 'index.html'), INDEX);
    const built = await test.app.inject({ method: 'GET', url: '/admin/leads/3' });
    expect(built.statusCode).toBe(200);
    expect(built.body).toContain(`src="/admin/assets/${ENTRY}"`);
  });
});
