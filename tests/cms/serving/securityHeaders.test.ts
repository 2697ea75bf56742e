import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishBuiltPages } from '../../../site/gatsby/finishBuiltPages';
import { startTestApp, type TestApp } from '../../support/testApp';

const PAGE_SCRIPTS = ['window.pagePath="/home";', '\n  window.___chunkMapping="{}";\n'];
const NOT_FOUND_SCRIPT = 'window.pagePath="/404.html";';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The site search compiles WebAssembly in the page: allowed, and eval stays refused. */
const WASM = "'wasm-unsafe-eval'";

/** A built site as Gatsby leaves it: pages with inline scripts, a bundle, and the hash list. */
async function writeSite(dir: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'home'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'home/index.html'),
    `<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="___gatsby"></div>${PAGE_SCRIPTS.map((script) => `<script>${script}</script>`).join('')}<script src="/app-0123456789abcdef0123.js" async></script></body></html>`,
  );
  for (const preview of ['preview', 'en-US/preview']) {
    await fs.mkdir(path.join(dir, preview), { recursive: true });
    await fs.writeFile(path.join(dir, preview, 'index.html'), '<!doctype html><html><head><meta name="robots" content="noindex"></head><body></body></html>');
  }
  await fs.writeFile(path.join(dir, '404.html'), `<!doctype html><html><body><p>404</p><script id="gatsby-script-loader">${NOT_FOUND_SCRIPT}</script></body></html>`);
  await fs.writeFile(path.join(dir, 'app-0123456789abcdef0123.js'), 'console.log("app");');
  await finishBuiltPages(dir);
}

function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((directive) => directive.trim()).filter(Boolean).map((directive) => {
      const [name = '', ...values] = directive.split(/\s+/);
      return [name, values];
    }),
  );
}

/** Headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
  expect(String(response.headers['permissions-policy'])).toContain('fullscreen=(self)');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

function expectSiteHeaders(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  const csp = cspOf(response);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

function expectApiHeaders(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  let test: TestApp;
  let siteDir: string;
  let widgetsDir: string;

  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-headers-site-'));
    widgetsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-headers-widgets-'));
    await writeSite(siteDir);
    await fs.writeFile(path.join(widgetsDir, 'embed.js'), 'window.cmsWidgets=window.cmsWidgets||[];');
    test = await startTestApp('sqlite', { siteDir, widgetsDir, trustProxy: true, corsOrigins: ['https://partner.example.com'] });
    await fs.writeFile(path.join(test.app.storage.publicDir, 'header-check.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(siteDir, { recursive: true, force: true });
    await fs.rm(widgetsDir, { recursive: true, force: true });
  });

  it('give a site page a policy allowing exactly its own inline scripts', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(200);
    expectSiteHeaders(response);
    const scriptSrc = cspOf(response).get('script-src');
    expect(scriptSrc).toEqual(["'self'", ...PAGE_SCRIPTS.map(sha256), WASM]);
    expect(scriptSrc).not.toContain(sha256(NOT_FOUND_SCRIPT));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('give the site 404 page its own scripts, and a redirect the site headers', async () => {
    const notFound = await test.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(notFound.statusCode).toBe(404);
    expectSiteHeaders(notFound);
    expect(cspOf(notFound).get('script-src')).toEqual(["'self'", sha256(NOT_FOUND_SCRIPT), WASM]);

    const redirect = await test.app.inject({ method: 'GET', url: '/' });
    expect(redirect.statusCode).toBe(301);
    expectSiteHeaders(redirect);
  });

  it('let the back office frame the preview of drafts, same origin only, and keep it out of search engines', async () => {
    for (const url of ['/preview?kind=articles&id=3', '/en-US/preview?kind=articles&id=3', '/preview/']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSiteHeaders(response);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    // Every other page keeps its framing policy and stays indexable.
    const home = await test.app.inject({ method: 'GET', url: '/home' });
    expectSiteHeaders(home);
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('give site bundles the site headers without page scripts', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/app-0123456789abcdef0123.js' });
    expect(response.statusCode).toBe(200);
    expectSiteHeaders(response);
    expect(cspOf(response).get('script-src')).toEqual(["'self'", WASM]);
    // The forms' proof-of-work Worker, made from a blob by the site's own script; nothing else.
    expect(cspOf(response).get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('give API successes, failures and 404s the API policy', async () => {
    const success = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list' });
    expect(success.statusCode).toBe(200);
    expectApiHeaders(success);

    const failure = await test.app.inject({ method: 'GET', url: '/cms/open/api/articleDetails/999999' });
    expect(failure.statusCode).toBe(404);
    expect(failure.json()).toMatchObject({ code: 404 });
    expectApiHeaders(failure);

    const invalid = await test.app.inject({ method: 'POST', url: '/cms/open/api/potentialCustomers/add', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expectApiHeaders(invalid);

    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/cms/open/api/potentialCustomers/add',
      headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expectApiHeaders(preflight);

    for (const url of ['/cms/open/api/no-such-call', '/cms/elsewhere']) {
      const unknown = await test.app.inject({ method: 'GET', url });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 404 });
      expectApiHeaders(unknown);
    }
  });

  it('send HSTS on answers that came over HTTPS through the trusted proxy, and only on those', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of ['/home', '/cms/open/api/blogroll/list', '/cms/elsewhere', '/widgets/embed.js']) {
      const secure = await test.app.inject({ method: 'GET', url, headers: https });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000');
      const plain = await test.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
    const page = await test.app.inject({ method: 'GET', url: '/home', headers: https });
    expect(cspOf(page).get('script-src')).toEqual(["'self'", ...PAGE_SCRIPTS.map(sha256), WASM]);
  });

  it('let partner pages use public files, which run nothing and are framed by the site only', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/cms/static/header-check.svg' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = cspOf(response);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('script-src')).toBe(false);
  });

  it('let partner pages load the widget scripts: no framing rule, CORS and caching kept', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/widgets/embed.js' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });
});

describe('HSTS', () => {
  let direct: TestApp;

  beforeAll(async () => {
    direct = await startTestApp('sqlite', { trustProxy: false, seed: undefined });
  });
  afterAll(() => direct.close());

  it('is never sent on a forwarded protocol nobody vouches for', async () => {
    const spoofed = await direct.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
