/**
 * The site plugin serving a release with a quick overlay over it (cms/publishing/quick): a page,
 * `?id=` address or page data the overlay holds comes from the overlay, with the overlay's inline
 * script hashes; everything else from the release with the release's; the overlay's pointer
 * switched, the next request reads the new one; a release without overlays is served as before.
 * The release's own files (its manifest, stamp, renderer and overlays) are never served at their
 * dot paths, escaped or not. Releases and overlays are written by hand, over real HTTP.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASHES_FILE, type InlineScriptHashes } from '../../../contract/inlineScriptHashes';
import { CURRENT } from '../../../cms/publishing/releases/siteReleases';
import { switchPointer } from '../../../cms/publishing/releases/switchPointer';
import { finishBuiltPages } from '../../../site/gatsby/finishBuiltPages';
import { startTestApp, type TestApp } from '../../support/testApp';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const NOT_FOUND = '<!doctype html><html><body><p>not found</p></body></html>';
/** The release's own files, which name the server's folders: their text must never be answered. */
const SECRET = 'server-only /srv/cms/data';

/** A page whose one inline script is `script`, its text naming where it was written. */
const page = (where: string, script: string) =>
  `<!doctype html><html><body><p>${where}</p><script>${script}</script></body></html>`;

async function write(dir: string, file: string, text: string) {
  await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await fs.writeFile(path.join(dir, file), text);
}

/**
 * A release as a build leaves it (pages, their page data, the hash list the build writes) with
 * the files it keeps for itself: its manifest, its stamp and its renderer.
 */
async function writeRelease(dir: string, name: string) {
  await write(dir, '404.html', NOT_FOUND);
  await write(dir, 'home/index.html', page(`${name} home`, `window.home = "${name}"`));
  for (const id of [1, 2]) {
    await write(dir, `caseDetails/${id}/index.html`, page(`${name} case ${id}`, `window.caseId = ${id}; window.from = "${name}"`));
    await write(dir, `page-data/caseDetails/${id}/page-data.json`, JSON.stringify({ path: `/caseDetails/${id}`, from: name }));
  }
  await write(dir, 'en-US/caseDetails/1/index.html', page(`${name} English case 1`, `window.english = "${name}"`));
  await finishBuiltPages(dir);
  await write(dir, '.working-copy.json', JSON.stringify({ workingCopy: SECRET }));
  await write(dir, '.build-stamp', SECRET);
  await write(dir, 'en-US/.build-stamp', SECRET);
  await write(dir, '.renderer/renderer.json', JSON.stringify({ trackers: SECRET }));
}

/**
 * An overlay as a quick release writes it (quickRelease.ts): Chinese case 1's page, its page
 * data and the hashes of its inline script, in `<release>/.quick/<n>`; answers its script.
 */
async function writeOverlay(releaseDir: string, n: number): Promise<string> {
  const dir = path.join(releaseDir, '.quick', String(n));
  const script = `window.caseId = 1; window.from = "overlay ${n}"`;
  await write(dir, 'caseDetails/1/index.html', page(`overlay ${n} case 1`, script));
  await write(dir, 'page-data/caseDetails/1/page-data.json', JSON.stringify({ path: '/caseDetails/1', from: `overlay ${n}` }));
  const hashes: InlineScriptHashes = { 'caseDetails/1/index.html': [hashOf(script)] };
  await write(dir, INLINE_SCRIPT_HASHES_FILE, JSON.stringify(hashes));
  return script;
}

/** The script sources an answer's Content-Security-Policy allows. */
function scriptSources(response: Response): string[] {
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

describe('a quick overlay served over the live release', () => {
  let folder = '';
  let releasesDir = '';
  let test: TestApp;
  let origin = '';
  let overlayScript = '';
  const get = (address: string) => fetch(`${origin}${address}`, { redirect: 'manual' });
  const releaseScript = (id: number, name = 'r1') => `window.caseId = ${id}; window.from = "${name}"`;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'quick-overlay-serving-'));
    releasesDir = path.join(folder, 'releases');
    await writeRelease(path.join(releasesDir, 'r1'), 'r1');
    overlayScript = await writeOverlay(path.join(releasesDir, 'r1'), 1);
    await fs.symlink('1', path.join(releasesDir, 'r1', '.quick', CURRENT));
    // Relative, as siteReleases makes it.
    await fs.symlink('r1', path.join(releasesDir, CURRENT));
    test = await startTestApp('sqlite', { siteDir: path.join(releasesDir, CURRENT), seed: undefined });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(test.app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await test?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('serves a page the overlay holds from it, at its path and its ?id= address, with the overlay\'s script hashes', async () => {
    for (const address of ['/caseDetails/1', '/caseDetails/1/', '/caseDetails?id=1']) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toContain('overlay 1 case 1');
      // The release's list names the same page with the script the build rendered: not this one's.
      expect(scriptSources(response), address).toContain(hashOf(overlayScript));
      expect(scriptSources(response), address).not.toContain(hashOf(releaseScript(1)));
    }
    const data = await get('/page-data/caseDetails/1/page-data.json');
    expect(data.status).toBe(200);
    expect(await data.json()).toEqual({ path: '/caseDetails/1', from: 'overlay 1' });
  });

  it('serves what the overlay does not hold from the release, with the release\'s script hashes', async () => {
    for (const [address, text, script] of [
      ['/caseDetails/2', 'r1 case 2', releaseScript(2)],
      ['/caseDetails?id=2', 'r1 case 2', releaseScript(2)],
      ['/home', 'r1 home', 'window.home = "r1"'],
      // The overlay holds the Chinese page of case 1, not the English one.
      ['/en-US/caseDetails?id=1', 'r1 English case 1', 'window.english = "r1"'],
    ] as const) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toContain(text);
      expect(scriptSources(response), address).toContain(hashOf(script));
    }
    const data = await get('/page-data/caseDetails/2/page-data.json');
    expect(await data.json()).toEqual({ path: '/caseDetails/2', from: 'r1' });
  });

  it('answers the 404 page, never the file, at a dot path of the release or its overlay', async () => {
    for (const address of [
      '/.working-copy.json',
      '/.build-stamp',
      '/en-US/.build-stamp',
      '/.renderer/renderer.json',
      '/.quick/current/caseDetails/1/index.html',
      // Without an extension the path is looked up as a page: the overlay's folder holds one.
      '/.quick/current/caseDetails/1',
      '/.quick/1/page-data/caseDetails/1/page-data.json',
      '/.quick/current/inline-script-hashes.json',
      // Escaped, the dot is no dot segment to the URL parser: the decoded path is refused all the same.
      '/%2Equick/current/caseDetails/1/index.html',
      '/%2eworking-copy.json',
    ]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      const body = await response.text();
      expect(body, address).toBe(NOT_FOUND);
    }
  });

  it('serves the overlay its pointer was switched to from the next request on', async () => {
    const release = path.join(releasesDir, 'r1');
    const newScript = await writeOverlay(release, 2);
    // Written whole, not served until the pointer says so.
    expect(await (await get('/caseDetails/1')).text()).toContain('overlay 1 case 1');
    await switchPointer(path.join(release, '.quick', CURRENT), '2');
    for (const address of ['/caseDetails/1', '/caseDetails?id=1']) {
      const response = await get(address);
      expect(await response.text(), address).toContain('overlay 2 case 1');
      expect(scriptSources(response), address).toContain(hashOf(newScript));
      expect(scriptSources(response), address).not.toContain(hashOf(overlayScript));
    }
    expect(await (await get('/page-data/caseDetails/1/page-data.json')).json()).toEqual({ path: '/caseDetails/1', from: 'overlay 2' });
  });

  it('serves a release without overlays from itself, as before', async () => {
    // The next build's release: its overlays are its own, and it has none yet.
    await writeRelease(path.join(releasesDir, 'r2'), 'r2');
    await switchPointer(path.join(releasesDir, CURRENT), 'r2');
    for (const [address, text, script] of [
      ['/caseDetails/1', 'r2 case 1', releaseScript(1, 'r2')],
      ['/caseDetails?id=1', 'r2 case 1', releaseScript(1, 'r2')],
      ['/caseDetails/2', 'r2 case 2', releaseScript(2, 'r2')],
      ['/home', 'r2 home', 'window.home = "r2"'],
    ] as const) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toContain(text);
      expect(scriptSources(response), address).toContain(hashOf(script));
    }
    expect(await (await get('/page-data/caseDetails/1/page-data.json')).json()).toEqual({ path: '/caseDetails/1', from: 'r2' });
    expect((await get('/caseDetails?id=3')).status).toBe(404);
    expect((await get('/.working-copy.json')).status).toBe(404);
  });
});
