import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT, siteReleases } from '../../../../cms/publishing/releases/siteReleases';
import { finishBuiltPages } from '../../../../site/gatsby/finishBuiltPages';
import { startTestApp, type TestApp } from '../../../support/testApp';

/** Gatsby's content hash in a bundle's name. */
const HASHED = '0123456789abcdef0123';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A build whose page runs one inline script, listed with its hash as the site's build lists it. */
async function buildWith(workingCopy: string, script: string) {
  await fs.rm(workingCopy, { recursive: true, force: true });
  await fs.mkdir(path.join(workingCopy, 'home'), { recursive: true });
  await fs.writeFile(path.join(workingCopy, 'home', 'index.html'), `<!doctype html><html><body><script>${script}</script></body></html>`);
  await fs.writeFile(path.join(workingCopy, '404.html'), '<!doctype html><html><body><p>404</p></body></html>');
  await fs.writeFile(path.join(workingCopy, `app-${HASHED}.js`), script);
  await finishBuiltPages(workingCopy);
}

describe('the CMS serving the live release through its pointer', () => {
  let folder = '';
  let test: TestApp;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'release-serving-'));
    test = await startTestApp('sqlite', { siteDir: path.join(folder, 'releases', CURRENT), seed: undefined });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  const home = () => test.app.inject({ method: 'GET', url: '/home' });

  it('answers "being built" before the first release, then each release with its own inline-script hashes', async () => {
    expect((await home()).statusCode).toBe(503);

    const releases = siteReleases(path.join(folder, 'releases'));
    const workingCopy = path.join(folder, 'public');
    for (const script of ['window.first = 1', 'window.second = 2']) {
      await buildWith(workingCopy, script);
      const release = await releases.add(workingCopy);
      await releases.switchTo(release.id);
      const response = await home();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(script);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(hashOf(script));
    }
    // A page is checked again at every visit; a bundle named by its content is kept for a year.
    expect((await home()).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const bundle = await test.app.inject({ method: 'GET', url: `/app-${HASHED}.js` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The first release's script is no longer allowed: its hash went with its release.
    expect(String((await home()).headers['content-security-policy'])).not.toContain(hashOf('window.first = 1'));
  });
});
