import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../cms/db/connect';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { startServer, stop, type RunningServer } from '../support/cmsProcess';
import { http2Client, type Http2Answer, type Http2Client } from '../support/http2Client';
import { freePort } from '../support/freePort';
import { startNginx, type RunningNginx } from '../support/nginxServer';
import { onePageSite } from '../support/onePageSite';
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabase';
import { englishResumePdf } from '../support/resumeFiles';
import { selfSignedCertificate, type Certificate } from '../support/selfSignedCertificate';
import { validLead } from '../support/leadFixture';

const DEPLOY = path.resolve(__dirname, '../../deploy/nginx');
/** The checkout the shipped configuration names, and where its snippets are installed. */
const SHIPPED_CHECKOUT = '/srv/intralogistics-site';
const SHIPPED_SNIPPETS = 'snippets/intralogistics-site/';
const SHIPPED_CERTIFICATES = '/etc/ssl/intralogistics-site/';

/** Answer headers that describe the connection or the moment, not the answer. */
const TRANSPORT = ['date', 'server', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];
/** What serving a file from disk changes beside them: nginx's own validators, type spelling and caching. */
const FILE_DETAILS = [...TRANSPORT, 'etag', 'last-modified', 'accept-ranges', 'content-type', 'vary', 'cache-control'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STAFF = { email: 'ops@example.com', password: 'a passphrase for nginx' };

/** Replaces `from` in `text`, failing when the shipped configuration no longer has it. */
function substitute(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replaceAll(from, to);
  if (replaced === text) throw new Error(`deploy/nginx/intralogistics-site.conf no longer has ${from}: update the test's substitutions`);
  return replaced;
}

/** The shipped site with this run's ports and paths, and nothing else changed. */
async function renderedSite(ports: { tls: number; plain: number; first: number; second: number }, checkout: string, certificates: string) {
  let site = await fs.readFile(path.join(DEPLOY, 'intralogistics-site.conf'), 'utf8');
  site = substitute(site, /^\s*listen \[::\]:.*\n/gm, '');
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.tls} ssl http2;`);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${ports.plain};`);
  site = substitute(site, 'server 127.0.0.1:8001', `server 127.0.0.1:${ports.first}`);
  site = substitute(site, 'server 127.0.0.1:8002', `server 127.0.0.1:${ports.second}`);
  site = substitute(site, SHIPPED_CHECKOUT, checkout);
  return substitute(site, SHIPPED_CERTIFICATES, `${certificates}/`);
}

/**
 * A checkout as an install holds it after a publish and `npm run build:widgets`: a release of the
 * site (one page, Gatsby-like hashed files, a compressed twin) behind the `current` pointer, and
 * the embed bundle.
 */
async function builtCheckout(): Promise<string> {
  const checkout = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-checkout-'));
  const release = path.join(checkout, 'site-releases/20260101T000000000Z');
  await fs.mkdir(path.dirname(release));
  await fs.rename(await onePageSite(), release);
  const files: Record<string, string> = {
    'static/d/1234/logo.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'app-0123456789abcdef0123.css': 'body{margin:0}',
    'component---src-pages-home-tsx-0123456789abcdef0123.js': 'export default 1;',
  };
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(release, file)), { recursive: true });
    await fs.writeFile(path.join(release, file), text);
  }
  await fs.writeFile(path.join(release, 'static/d/1234/logo.js.gz'), gzipSync(files['static/d/1234/logo.js']!));
  await fs.writeFile(path.join(release, '404.html'), '<!doctype html><html lang="zh"><title>404</title><p>找不到该页面</p></html>');
  await fs.symlink('20260101T000000000Z', path.join(checkout, 'site-releases/current'));
  const widgets = path.join(checkout, 'dist/widgets');
  await fs.mkdir(widgets, { recursive: true });
  await fs.writeFile(path.join(widgets, 'embed.js'), 'import("./consult-AbCd1234.js");');
  await fs.writeFile(path.join(widgets, 'consult-AbCd1234.js'), 'export const consult = 1;');
  await fs.writeFile(path.join(widgets, 'manifest.json'), '{"consult":"consult-AbCd1234.js"}');
  await fs.mkdir(path.join(checkout, 'dist/admin'), { recursive: true });
  return checkout;
}

function without(headers: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)).map(([name, value]) => [name, String(value)]));
}

describe('the shipped nginx site in front of two CMS instances on one PostgreSQL', () => {
  let checkout: string;
  let certificate: Certificate;
  let database: PostgresDatabase;
  let data: string;
  let first: RunningServer;
  let second: RunningServer;
  let nginx: RunningNginx;
  let client: Http2Client;
  let handle: DatabaseHandle;
  let ports: { tls: number; plain: number; first: number; second: number };

  /** The same request to the first instance directly, as nginx forwards it (TLS ended, HTTPS said). */
  const direct = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${first.origin}${url}`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https', ...headers } });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
  };
  const json = (answer: Http2Answer) => JSON.parse(answer.body.toString()) as { code: number; data?: Record<string, unknown> };
  const upstreamsOf = async (uri: string) => (await nginx.accessLog()).filter((line) => line.uri === uri).map((line) => line.upstream);

  beforeAll(async () => {
    checkout = await builtCheckout();
    certificate = await selfSignedCertificate(await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-tls-')));
    database = await createPostgresDatabase('nginx');
    data = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-data-'));
    const tls = await freePort();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: data,
      SEED: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `https://127.0.0.1:${tls}`,
      SITE_DIR: path.join(checkout, 'site-releases/current'),
      WIDGETS_DIR: path.join(checkout, 'dist/widgets'),
      ADMIN_DIR: path.join(checkout, 'dist/admin'),
      SUBMIT_RATE_LIMIT: '1000',
      // What a careless operator might write: nginx's address. The site still hides /metrics.
      METRICS_ALLOW: '127.0.0.1',
    };
    [first, second] = await Promise.all([startServer(env, ['--site']), startServer(env, ['--site'])]);
    ports = { tls, plain: await freePort(), first: Number(new URL(first.origin).port), second: Number(new URL(second.origin).port) };
    nginx = await startNginx(await renderedSite(ports, checkout, path.dirname(certificate.certificateFile)), tls, {
      [SHIPPED_SNIPPETS]: path.join(DEPLOY, 'snippets'),
    });
    client = await http2Client(`https://127.0.0.1:${tls}`, certificate.pem);
    handle = connectDatabase({ databaseUrl: database.url, dataDir: data });
    // An editor: signed in by the password alone under the default SECOND_FACTOR_ROLES.
    await addStaffAccount(handle.db, { ...STAFF, roles: ['editor'] }, new Date());
  }, 120_000);

  afterAll(async () => {
    client?.close();
    await nginx?.stop();
    await Promise.all([first, second].filter(Boolean).map((server) => stop(server)));
    await handle?.close();
    await database?.drop();
    await Promise.all([checkout, data, certificate && path.dirname(certificate.certificateFile)]
      .filter(Boolean).map((dir) => fs.rm(dir!, { recursive: true, force: true })));
  });

  it('speaks HTTP/2 over TLS, and sends plain HTTP to HTTPS', async () => {
    expect(client.protocol).toBe('h2');
    const plain = await fetch(`http://127.0.0.1:${ports.plain}/home?from=mail`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/home?from=mail');
  });

  it.each([
    '/home',
    '/',
    '/no-such-page',
    '/cms/open/api/classify/treeData?classifyType=0&language=zh',
  ])('passes %s to the CMS and its answer back with its headers, none dropped or doubled', async (url) => {
    const proxied = await client.request(url, { headers: { 'accept-encoding': 'identity' } });
    const own = await direct(url, { 'accept-encoding': 'identity' });
    expect(proxied.status).toBe(own.status);
    expect(without(proxied.headers, TRANSPORT)).toEqual(without(own.headers, TRANSPORT));
    expect(proxied.body.equals(own.body)).toBe(true);
    expect((await upstreamsOf(url)).every((upstream) => upstream !== '-')).toBe(true);
    if (url === '/home') {
      // The page's own inline script is allowed by its hash: the CMS's per-page policy came through.
      expect(proxied.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
      expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });

  it.each([
    ['/static/d/1234/logo.js', IMMUTABLE],
    ['/app-0123456789abcdef0123.css', IMMUTABLE],
    ['/component---src-pages-home-tsx-0123456789abcdef0123.js', IMMUTABLE],
    ['/widgets/embed.js', 'public, max-age=300, must-revalidate'],
    ['/widgets/consult-AbCd1234.js', IMMUTABLE],
    ['/widgets/manifest.json', 'public, max-age=300, must-revalidate'],
  ])('serves %s from disk, with the security headers the CMS gives it', async (url, caching) => {
    const served = await client.request(url);
    const own = await direct(url, { 'accept-encoding': 'identity' });
    expect(served.status).toBe(200);
    expect(served.body.equals(own.body)).toBe(true);
    expect(await upstreamsOf(url)).toEqual(['-']);
    expect(without(served.headers, FILE_DETAILS)).toEqual(without(own.headers, FILE_DETAILS));
    expect(served.headers['cache-control']).toBe(caching);
    if (url.startsWith('/widgets/')) expect(served.headers['cache-control']).toBe(own.headers['cache-control']);
  });

  it('serves the compressed twin of a file from disk to a client that accepts it', async () => {
    const served = await client.request('/static/d/1234/logo.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(served.headers['content-encoding']).toBe('gzip');
    expect(served.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(served.body).toString()).toBe(await fs.readFile(path.join(checkout, 'site-releases/current/static/d/1234/logo.js'), 'utf8'));
  });

  it('leaves a hashed address the release does not hold to the CMS, which answers its 404', async () => {
    const missing = await client.request('/static/d/9999/gone.js');
    expect(missing.status).toBe(404);
    expect((await upstreamsOf('/static/d/9999/gone.js')).every((upstream) => upstream !== '-')).toBe(true);
  });

  it("takes a lead, recording the client's address rather than one the client wrote", async () => {
    const answer = await client.request('/cms/open/api/potentialCustomers/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ ...validLead, remark: 'through nginx' }),
    });
    expect(answer.status).toBe(200);
    const receipt = json(answer);
    expect(receipt.code).toBe(0);
    const row = await handle.db.selectFrom('potential_customer').select(['client_ip', 'remark'])
      .where('customers_id', '=', Number(receipt.data!.customersId)).executeTakeFirstOrThrow();
    expect(row).toEqual({ client_ip: '127.0.0.1', remark: 'through nginx' });
  });

  it('takes a resume of several megabytes, and leaves bodies over the limits to the CMS and to nginx', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Jane Smith', phone: '13812345678', email: 'jane.smith@example.com', privacyConsent: 'true' })) {
      form.append(name, value);
    }
    // A PDF reader ignores what follows the end of the file: 3 MB, over the 1 MB of other calls.
    const pdf = Buffer.concat([await englishResumePdf(), Buffer.alloc(3 * 1024 * 1024, '\n')]);
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
    const body = new Response(form);
    const resume = await client.request('/cms/open/api/job/resume/add', {
      method: 'POST',
      headers: { 'content-type': body.headers.get('content-type')! },
      body: Buffer.from(await body.arrayBuffer()),
    });
    expect(resume.status).toBe(200);
    expect(json(resume).data).toEqual({ resumeId: expect.any(Number) });

    const lead = (remark: string) => client.request('/cms/open/api/potentialCustomers/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead, remark }),
    });
    // Over the CMS's 64 KB for JSON, within nginx's 1 MB: the CMS's own refusal, in JSON.
    const overCms = await lead('x'.repeat(100 * 1024));
    expect(overCms.status).toBe(413);
    expect(json(overCms).code).not.toBe(0);
    // Over nginx's 1 MB: refused before it reaches an instance.
    const overNginx = await lead('x'.repeat(2 * 1024 * 1024));
    expect(overNginx.status).toBe(413);
    expect(overNginx.headers['content-type']).toMatch(/^text\/html/);
  });

  it('signs a staff member in with a Secure __Host- cookie that either instance accepts', async () => {
    const signIn = await client.request('/cms/admin/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    expect(signIn.status).toBe(200);
    const [cookie] = signIn.headers['set-cookie'] ?? [];
    expect(cookie).toMatch(/^__Host-staff_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    const session = cookie!.split(';')[0]!;
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.request('/cms/admin/api/session', { headers: { cookie: session } })));
    expect(answers.map((answer) => [answer.status, json(answer).data?.email])).toEqual(Array(4).fill([200, STAFF.email]));
    // Round robin: the four reads went to both instances.
    const upstreams = new Set(await upstreamsOf('/cms/admin/api/session'));
    expect(upstreams).toEqual(new Set([`127.0.0.1:${ports.first}`, `127.0.0.1:${ports.second}`]));
  });

  it('answers /readyz from a ready instance, and keeps /metrics to the instances\' own ports', async () => {
    expect((await client.request('/readyz')).status).toBe(200);
    expect((await client.request('/metrics')).status).toBe(404);
    expect((await fetch(`${first.origin}/metrics`)).status).toBe(200);
  });

  it('loses no page or read while one instance stops gracefully: nginx takes them to the other', async () => {
    // What the instances answer: the files nginx serves itself do not reach them.
    const urls = ['/home', '/cms/open/api/classify/treeData?classifyType=0&language=zh'];
    const statuses: number[] = [];
    let stopped: Promise<number | null> | undefined;
    let exited = false;
    let afterExit = 0;
    // Six clients reading in turn; the second instance gets SIGTERM once 60 answers came, and
    // they go on until 60 more came after it exited.
    const reader = async (index: number) => {
      for (let round = 0; !exited || afterExit < 60; round++) {
        const url = urls[(index + round) % urls.length]!;
        const answer = await client.request(`${url}${url.includes('?') ? '&' : '?'}flow=${index}-${round}`);
        statuses.push(answer.status);
        if (exited) afterExit += 1;
        if (statuses.length === 60) {
          stopped = stop(second).then((code) => {
            exited = true;
            return code;
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, index) => reader(index)));
    expect(await stopped).toBe(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const flowing = (await nginx.accessLog()).filter((line) => line.uri.includes('flow='));
    // Reads sent to the stopping, then stopped instance were taken to the other one.
    const retried = flowing.filter((line) => line.upstream.includes(', '));
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.every((line) => line.status === 200)).toBe(true);
  });
});
