import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/freePort';
import { startNginx, type RunningNginx } from '../../support/nginxServer';
import { releaseWithPages } from '../../support/releaseWithPages';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

/** What nginx answers `url`: its status and where it sends the browser (its own origin cut off). */
function nginxAnswer(port: number, url: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url }, (response) => {
      response.resume();
      const location = response.headers.location?.replace(`http://127.0.0.1:${port}`, '');
      resolve({ status: response.statusCode ?? 0, location });
    }).once('error', reject);
  });
}

const URLS = [
  '/news/2019', '/news/2019/', '/news/2019?utm_source=partner', '/news/2019/a',
  '/old-products', '/old-products/', '/old-products/agv/x', '/old-products/agv/x?utm_medium=print', '/old-products//evil.example.com', '/old-productsX',
  '/cases/old-case', '/cases/old-case?utm_source=x',
  '/forum/thread/7?page=2', '/campaign', '/campaign/a?b=c',
  '/home',
];

/**
 * The nginx export answers as the CMS does: the same redirects, statuses and addresses for exact
 * and prefix redirects, trailing slashes, the visitor's query and a target's own.
 */
describe('redirects exported for nginx', () => {
  let test: StaffTestApp;
  let siteDir: string;
  let nginx: RunningNginx;
  let port: number;
  let snippets: string;

  beforeAll(async () => {
    siteDir = await releaseWithPages(['home', 'aboutUs/journalism', 'caseDetails/12', 'products/agv']);
    test = await startStaffApp('sqlite', { siteDir });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    const editor = await signIn(test.app, 'editor@example.com');
    for (const body of [
      { from: '/news/2019', to: '/aboutUs/journalism' },
      { from: '/old-products', match: 'prefix', to: '/products', status: 302 },
      { from: '/cases/old-case', to: '/caseDetails?id=12' },
      { from: '/forum', match: 'prefix', to: 'https://community.example.com/yunzhan' },
      { from: '/campaign', match: 'prefix', to: '/home?utm_campaign=spring' },
    ]) {
      const added = await call(test.app, 'POST', '/redirects', editor, body);
      if (added.statusCode !== 201) throw new Error(`adding ${body.from} answered ${added.statusCode}: ${added.body}`);
    }
    snippets = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-redirects-snippets-'));
    await fs.writeFile(path.join(snippets, 'redirects.conf'), (await call(test.app, 'GET', '/redirects/export.nginx', editor)).body);
    port = await freePort();
    nginx = await startNginx(`server {
      listen 127.0.0.1:${port};
      include snippets/redirects*.conf;
      location / { return 404; }
    }`, port, { snippets });
  });
  afterAll(async () => {
    await nginx?.stop();
    await test?.close();
    await fs.rm(siteDir, { recursive: true, force: true });
    await fs.rm(snippets, { recursive: true, force: true });
  });

  it.each(URLS)('answers %s as the CMS does', async (url) => {
    const cms = await test.app.inject({ method: 'GET', url });
    const expected = cms.statusCode === 200 ? { status: 404, location: undefined } : { status: cms.statusCode, location: cms.headers.location };
    expect(await nginxAnswer(port, url)).toEqual(expected);
  });
});
