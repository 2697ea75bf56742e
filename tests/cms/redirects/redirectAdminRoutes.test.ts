import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteRedirect } from '../../../contract/redirects';
import { releaseWithPages } from '../../support/releaseWithPages';
import { ENGINES } from '../../support/testApp';
import { startTwoInstances, type TwoInstances } from '../../support/twoInstances';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

/** A live release with a few pages, as the build writes them. */
const liveRelease = () => releaseWithPages(['home', 'en-US/home', 'aboutUs/journalism', 'caseDetails/12', 'products/agv', 'succeedCase/AllCase']);

const visit = (app: FastifyInstance, url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });

describe.each(ENGINES)('redirects on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let siteDir: string;

  const add = (body: object, session = editor) => call(test.app, 'POST', '/redirects', session, body);
  const remove = (id: number) => call(test.app, 'DELETE', `/redirects/${id}`, editor);

  beforeAll(async () => {
    siteDir = await liveRelease();
    test = await startStaffApp(engine, { siteDir });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('answers an exact redirect before the site from the request after it is added, with the trailing slash and the query, until it is removed', async () => {
    expect((await visit(test.app, '/news/2019')).statusCode).toBe(404);
    const added = await add({ from: ' /news/2019/ ', to: '/aboutUs/journalism', note: '旧网站的新闻页' });
    expect(added.statusCode).toBe(201);
    const record = added.json<SiteRedirect>();
    expect(record).toMatchObject({
      from: '/news/2019', match: 'exact', to: '/aboutUs/journalism', status: 301, origin: 'staff', note: '旧网站的新闻页',
      updatedBy: 'editor@example.com', updatedAt: '2026-03-02T09:00:00.000Z',
    });

    for (const url of ['/news/2019', '/news/2019/']) {
      const answer = await visit(test.app, url);
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe('/aboutUs/journalism');
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
    }
    expect((await visit(test.app, '/news/2019?utm_source=partner')).headers.location).toBe('/aboutUs/journalism?utm_source=partner');
    expect((await visit(test.app, '/news/2019', 'HEAD')).statusCode).toBe(301);
    // Exact: the paths below are not its.
    expect((await visit(test.app, '/news/2019/a')).statusCode).toBe(404);

    const list = await call(test.app, 'GET', '/redirects', editor);
    expect(list.headers['content-range']).toBe('redirects 0-0/1');
    expect(list.json()).toEqual([record]);
    expect((await call(test.app, 'GET', `/redirects?filter=${encodeURIComponent('{"q":"JOURNAL"}')}`, editor)).json()).toEqual([record]);
    expect((await call(test.app, 'GET', `/redirects?filter=${encodeURIComponent('{"q":"nothing"}')}`, editor)).json()).toEqual([]);

    expect((await remove(record.id)).statusCode).toBe(200);
    expect((await visit(test.app, '/news/2019')).statusCode).toBe(404);
    expect((await auditActions(test.app)).filter((action) => action.startsWith('redirect.'))).toEqual(['redirect.add', 'redirect.remove']);
  });

  it('takes a prefix with every path below it, keeping the rest of the path, as a 302 when asked', async () => {
    const added = await add({ from: '/old-products', match: 'prefix', to: '/products', status: 302 });
    expect(added.statusCode).toBe(201);
    const below = await visit(test.app, '/old-products/agv/x?utm_medium=print');
    expect(below.statusCode).toBe(302);
    expect(below.headers.location).toBe('/products/agv/x?utm_medium=print');
    expect((await visit(test.app, '/old-products')).headers.location).toBe('/products');
    // The prefix is a path's segments, not its letters; repeated slashes cannot make another host.
    expect((await visit(test.app, '/old-productsX')).statusCode).toBe(404);
    expect((await visit(test.app, '/old-products//evil.example.com')).headers.location).toBe('/products/evil.example.com');

    const changed = await call(test.app, 'PUT', `/redirects/${added.json().id}`, editor, { from: '/old-products', match: 'exact', to: '/products/agv', status: 301 });
    expect(changed.statusCode).toBe(200);
    expect((await visit(test.app, '/old-products')).headers.location).toBe('/products/agv');
    expect((await visit(test.app, '/old-products/agv')).statusCode).toBe(404);
    await remove(added.json().id);
  });

  it('leads to a pre-rendered item by its public address, or to an https address elsewhere', async () => {
    const toCase = await add({ from: '/cases/old-case', to: '/caseDetails?id=12' });
    expect(toCase.statusCode).toBe(201);
    expect((await visit(test.app, '/cases/old-case?utm_source=x')).headers.location).toBe('/caseDetails?id=12');
    const missingCase = await add({ from: '/cases/other-case', to: '/caseDetails?id=13' });
    expect(missingCase.statusCode).toBe(400);
    expect(missingCase.json()).toMatchObject({ field: 'to', msg: '当前上线的网站中没有 /caseDetails?id=13 这个页面，请填写已发布页面的地址' });

    const away = await add({ from: '/forum', match: 'prefix', to: 'https://community.example.com/yunzhan' });
    expect(away.statusCode).toBe(201);
    expect((await visit(test.app, '/forum/thread/7')).headers.location).toBe('https://community.example.com/yunzhan/thread/7');
    await remove(toCase.json().id);
    await remove(away.json().id);
  });

  it('refuses a redirect to a page the live release does not have, saying which, in the back office\'s language', async () => {
    const refused = await add({ from: '/retired', to: '/aboutUs/history' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, field: 'to', msg: '当前上线的网站中没有 /aboutUs/history 这个页面，请填写已发布页面的地址' });
    const english = await test.app.inject({
      method: 'POST',
      url: '/cms/admin/api/redirects',
      cookies: { staff_session: editor.cookie },
      headers: { 'x-csrf-token': editor.csrfToken, 'accept-language': 'en-US' },
      payload: { from: '/retired', to: '/aboutUs/history' },
    });
    expect(english.json()).toMatchObject({ msg: 'The live site has no page at /aboutUs/history: enter the address of a published page' });
    // An escaped slash cannot reach a page by way of `..`, nor does a malformed escape fail the check.
    for (const to of ['/x%2f..%2f404', '/x%zz']) {
      const escaped = await add({ from: '/retired', to });
      expect(escaped.statusCode).toBe(400);
      expect(escaped.json()).toMatchObject({ field: 'to', msg: `当前上线的网站中没有 ${to} 这个页面，请填写已发布页面的地址` });
    }
    // A prefix's target may be a folder of pages.
    const folder = await add({ from: '/retired', match: 'prefix', to: '/products' });
    expect(folder.statusCode).toBe(201);
    await remove(folder.json().id);
    expect((await call(test.app, 'GET', '/redirects', editor)).json()).toEqual([]);
  });

  it('refuses loops: through another redirect, and a prefix leading below itself', async () => {
    const first = await add({ from: '/a', to: '/home' });
    expect(first.statusCode).toBe(201);
    const back = await add({ from: '/home', to: '/a' });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ field: 'to', msg: '这条跳转会形成循环（经过其他跳转又回到原地址），请换一个目标地址' });
    const below = await add({ from: '/products', match: 'prefix', to: '/products/agv' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ field: 'to', msg: '这条跳转会形成循环（经过其他跳转又回到原地址），请换一个目标地址' });
    // A chain ending on a page is no loop: /b → /a → /home.
    const chain = await add({ from: '/b', to: '/a' });
    expect(chain.statusCode).toBe(201);
    expect((await visit(test.app, '/b')).headers.location).toBe('/a');
    await remove(chain.json().id);
    await remove(first.json().id);
  });

  it.each([
    ['the back office', { from: '/admin/x', to: '/home' }, 'from'],
    ['the API', { from: '/cms/open/api/x', to: '/home' }, 'from'],
    ['a query', { from: '/news?id=3', to: '/home' }, 'from'],
    ['a dot segment', { from: '/news/../home', to: '/home' }, 'from'],
    ['no leading slash', { from: 'news', to: '/home' }, 'from'],
    ['a plain-http target', { from: '/news', to: 'http://example.com/' }, 'to'],
    ['a script target', { from: '/news', to: 'javascript:alert(1)' }, 'to'],
    ['a protocol-relative target', { from: '/news', to: '//evil.example.com/' }, 'to'],
    ['a target with nginx syntax', { from: '/news', to: '/home;return' }, 'to'],
  ])('refuses an address with %s', async (_what, body, field) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('refuses a second redirect from the same path', async () => {
    const first = await add({ from: '/twice', to: '/home' });
    const again = await add({ from: '/twice/', to: '/aboutUs/journalism' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'from', msg: '该原地址已有跳转，请修改已有的那一条' });
    await remove(first.json().id);
  });

  it('exports them for nginx and for a CDN', async () => {
    const exact = await add({ from: '/news/2019', to: '/aboutUs/journalism' });
    const prefix = await add({ from: '/old-products', match: 'prefix', to: '/products', status: 302 });
    const csv = await call(test.app, 'GET', '/redirects/export.csv', editor);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="redirects.csv"');
    expect(csv.body).toBe('from,to,status,prefix\r\n/news/2019,/aboutUs/journalism,301,false\r\n/old-products,/products,302,true\r\n');
    expect((await call(test.app, 'GET', '/redirects/export.json', editor)).json()).toEqual([
      { from: '/news/2019', match: 'exact', to: '/aboutUs/journalism', status: 301 },
      { from: '/old-products', match: 'prefix', to: '/products', status: 302 },
    ]);
    const nginx = await call(test.app, 'GET', '/redirects/export.nginx', editor);
    expect(nginx.body).toContain('location = /news/2019 { return 301 /aboutUs/journalism$is_args$args; }');
    expect(nginx.body).toContain('location ^~ /old-products/ { rewrite ^/old-products/+(.*)$ /products/$1 redirect; }');
    await remove(exact.json().id);
    await remove(prefix.json().id);
  });

  it('quotes a target holding a comma in the CDN\'s CSV', async () => {
    const tagged = await add({ from: '/tagged', to: 'https://partner.example.com/list?ids=1,2' });
    expect(tagged.statusCode).toBe(201);
    const csv = await call(test.app, 'GET', '/redirects/export.csv', editor);
    expect(csv.body).toBe('from,to,status,prefix\r\n/tagged,"https://partner.example.com/list?ids=1,2",301,false\r\n');
    await remove(tagged.json().id);
  });

  it('keeps them from sales and HR', async () => {
    for (const role of ['sales', 'hr']) {
      await createStaff(test.app, `${role}@example.com`, [role]);
      const session = await signIn(test.app, `${role}@example.com`);
      expect((await add({ from: '/x', to: '/home' }, session)).statusCode).toBe(403);
      expect((await call(test.app, 'GET', '/redirects', session)).statusCode).toBe(403);
    }
    expect((await visit(test.app, '/x')).statusCode).toBe(404);
  });
});

describe('redirects across two instances on postgres', () => {
  let instances: TwoInstances;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await liveRelease();
    instances = await startTwoInstances({ siteDir });
  });
  afterAll(async () => {
    await instances?.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('answers on the other instance a redirect added and removed through one', async () => {
    const { first, second } = instances;
    const editor = await signIn(first.app, 'editor@example.com');
    const added = await call(first.app, 'POST', '/redirects', editor, { from: '/news/2019', to: '/home' });
    expect(added.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await visit(second.app, '/news/2019')).headers.location).toBe('/home'), { timeout: 5_000, interval: 20 });
    await call(first.app, 'DELETE', `/redirects/${added.json().id}`, editor);
    await vi.waitFor(async () => expect((await visit(second.app, '/news/2019')).statusCode).toBe(404), { timeout: 5_000, interval: 20 });
  });
});
