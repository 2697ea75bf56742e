import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressRelease } from '../../../../cms/publishing/releases/compressRelease';
import { CURRENT, siteReleases } from '../../../../cms/publishing/releases/siteReleases';
import { finishBuiltPages } from '../../../../site/gatsby/finishBuiltPages';
import { startTestApp, type TestApp } from '../../../support/testApp';

/** A build as Gatsby leaves it: a page and a bundle, both large enough to be compressed. */
async function buildWith(workingCopy: string, pageText: string) {
  await fs.mkdir(path.join(workingCopy, 'home'), { recursive: true });
  await fs.writeFile(path.join(workingCopy, 'home', 'index.html'), `<!doctype html><html><body><p>${pageText.repeat(200)}</p></body></html>`);
  await fs.writeFile(path.join(workingCopy, 'app-0123456789abcdef0123.js'), `window.bundle = ${JSON.stringify('仓储 '.repeat(500))};`);
  await fs.writeFile(path.join(workingCopy, '404.html'), '<!doctype html><html><body><p>404</p></body></html>');
  await finishBuiltPages(workingCopy);
}

describe('a release compressed after it went live', () => {
  let folder = '';
  let test: TestApp;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'release-compression-'));
    test = await startTestApp('sqlite', { siteDir: path.join(folder, 'releases', CURRENT), seed: undefined });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  /** The raw answer to `url` for a client accepting `encoding`, decoded as the client would. */
  async function fetchAs(url: string, encoding: string) {
    const response = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(response.statusCode, url).toBe(200);
    const sent = response.headers['content-encoding'];
    const raw = response.rawPayload;
    const decoded = sent === 'br' ? zlib.brotliDecompressSync(raw) : sent === 'gzip' ? zlib.gunzipSync(raw) : raw;
    return { sent, decoded };
  }

  const inode = async (file: string) => (await fs.stat(file)).ino;

  it('serves the files until their twins exist, then the twins, which decode to the files; a later release shares unchanged files and their twins and compresses only what changed', async () => {
    const releases = siteReleases(path.join(folder, 'releases'));
    const workingCopy = path.join(folder, 'public');
    const page = path.join('home', 'index.html');
    const bundle = 'app-0123456789abcdef0123.js';

    await buildWith(workingCopy, 'first ');
    const first = await releases.add(workingCopy);
    expect(first.linked).toBe(0);
    expect(first.needTwins.sort()).toEqual([bundle, page].sort());
    await releases.switchTo(first.id);
    // Live before any twin exists: the files themselves are sent.
    for (const url of ['/home', `/${bundle}`]) {
      const answer = await fetchAs(url, 'br, gzip');
      expect(answer.sent, url).toBeUndefined();
    }
    expect((await fetchAs('/home', 'br')).decoded.toString()).toContain('first first');

    expect((await compressRelease(first.dir, first.needTwins)).compressed).toBe(2);
    for (const [url, file] of [['/home', page], [`/${bundle}`, bundle]] as const) {
      const original = await fs.readFile(path.join(first.dir, file));
      const brotli = await fetchAs(url, 'br');
      const gzip = await fetchAs(url, 'gzip');
      expect([brotli.sent, gzip.sent], url).toEqual(['br', 'gzip']);
      expect(brotli.decoded.equals(original), url).toBe(true);
      expect(gzip.decoded.equals(original), url).toBe(true);
    }
    // Written under temporary names and renamed: none is left behind.
    expect((await fs.readdir(path.join(first.dir, 'home'))).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);

    // The next build rewrites the page in place and leaves the bundle as it was.
    await fs.rm(path.join(workingCopy, page));
    await buildWith(workingCopy, 'second ');
    const second = await releases.add(workingCopy);
    expect(second.needTwins).toEqual([page]);
    expect(second.copied).toBeGreaterThan(0);
    // The bundle's bytes did not change: the release shares the live one's file and twins.
    for (const name of [bundle, `${bundle}.br`, `${bundle}.gz`]) {
      expect(await inode(path.join(second.dir, name)), name).toBe(await inode(path.join(first.dir, name)));
    }
    // Nothing is shared with the working copy, which the next build rewrites in place.
    for (const name of [bundle, page]) {
      expect(await inode(path.join(second.dir, name)), name).not.toBe(await inode(path.join(workingCopy, name)));
    }
    await releases.switchTo(second.id);
    // The changed page never gets the first release's twin: it is sent as it is until its own exists.
    const before = await fetchAs('/home', 'br, gzip');
    expect(before.sent).toBeUndefined();
    expect(before.decoded.toString()).toContain('second second');
    expect((await fetchAs(`/${bundle}`, 'br')).sent).toBe('br');

    expect((await compressRelease(second.dir, second.needTwins)).compressed).toBe(1);
    const after = await fetchAs('/home', 'br');
    expect(after.sent).toBe('br');
    expect(after.decoded.equals(await fs.readFile(path.join(second.dir, page)))).toBe(true);
  });
});
