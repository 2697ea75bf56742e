import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, SITE_PAGE_API_PATHS } from '../../../contract/api';
import type { WechatShareConfig } from '../../../contract/entities/wechatShare';
import { onePageSite, policyDirectives } from '../../support/onePageSite';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES, startSecondInstance } from '../../support/testApp';
import { startWechatApiServer, type WechatApiServer } from '../../support/wechatApiServer';

const ACCOUNT = { appId: 'wx0123456789abcdef', appSecret: '0123456789abcdef0123456789abcdef' };
const PAGE = 'https://www.example.com/zh-CN/caseDetails?id=3&from=singlemessage';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe.each(ENGINES)('WeChat share (%s)', (engine) => {
  let test: StaffTestApp;
  let wechat: WechatApiServer;
  let admin: SignedIn;
  let siteDir = '';

  beforeAll(async () => {
    wechat = await startWechatApiServer(ACCOUNT);
    siteDir = await onePageSite();
    test = await startStaffApp(engine, { wechatShare: wechat.settings, siteDir });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    admin = await signIn(test.app, 'admin@example.com');
  });

  afterAll(async () => {
    await test.close();
    await wechat.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  const sign = (url = PAGE) => test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${SITE_PAGE_API_PATHS.wechatShare}?${new URLSearchParams({ url: `${url}#top`, language: 'en' })}` });
  const scriptSources = async () => policyDirectives(await test.app.inject({ method: 'GET', url: '/home' })).get('script-src') ?? [];

  /** Checks the signature as a page's `wx.config` would be checked: made from the ticket WeChat handed out, for the page without its fragment. */
  const expectSignedByLastTicket = (config: WechatShareConfig, url = PAGE) => {
    expect(config.signature).toBe(sha1(`jsapi_ticket=${wechat.lastTicket()}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`));
  };

  it('without an official account, signs nothing and the pages allow no WeChat script', async () => {
    const response = await sign();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'This site has no WeChat official account for sharing' });
    expect(await scriptSources()).not.toContain(new URL(wechat.settings.jsSdkUrl).origin);
    expect(wechat.calls).toEqual({ token: 0, ticket: 0 });
  });

  it('takes the account from an admin, never answers its secret back, and audit-logs the change', async () => {
    expect((await call(test.app, 'PUT', '/wechatAccount', admin, { appId: ACCOUNT.appId })).json()).toMatchObject({ code: 400 });
    const saved = await call(test.app, 'PUT', '/wechatAccount', admin, ACCOUNT);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(ACCOUNT.appSecret);
    expect(saved.json()).toMatchObject({ appId: ACCOUNT.appId, hasSecret: true });
    const read = await call(test.app, 'GET', '/wechatAccount', admin);
    expect(read.body).not.toContain(ACCOUNT.appSecret);
    // Saved again without a secret: the stored one stays (the signatures below are asked with it).
    expect((await call(test.app, 'PUT', '/wechatAccount', admin, { appId: ACCOUNT.appId })).json()).toMatchObject({ appId: ACCOUNT.appId, hasSecret: true });
    expect(await auditActions(test.app)).toContain('wechatAccount.update');
    expect(await scriptSources()).toContain(new URL(wechat.settings.jsSdkUrl).origin);
    // Another role may not.
    await createStaff(test.app, 'editor@example.com', ['editor']);
    expect((await call(test.app, 'GET', '/wechatAccount', await signIn(test.app, 'editor@example.com'))).statusCode).toBe(403);
  });

  it('signs a page with the ticket WeChat handed out, asked for once however many pages ask', async () => {
    const [first, second] = await Promise.all([sign(), sign()]);
    const config = first.json().data as WechatShareConfig;
    expect(config).toMatchObject({ appId: ACCOUNT.appId, jsSdkUrl: wechat.settings.jsSdkUrl });
    expect(config.timestamp).toBe(Math.floor(test.clock.now().getTime() / 1000));
    expectSignedByLastTicket(config);
    expectSignedByLastTicket(second.json().data);
    expect(first.json().data.nonceStr).not.toBe(second.json().data.nonceStr);
    const third = (await sign('https://www.example.com/en-US/home')).json().data as WechatShareConfig;
    expectSignedByLastTicket(third, 'https://www.example.com/en-US/home');
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('asks for a new ticket and token once the cached ones expire (after about 7000 s)', async () => {
    test.clock.advanceMinutes(110);
    await sign();
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
    test.clock.advanceMinutes(10);
    const [first, second] = await Promise.all([sign(), sign()]);
    expect(wechat.calls).toEqual({ token: 2, ticket: 2 });
    expectSignedByLastTicket(first.json().data);
    expectSignedByLastTicket(second.json().data);
  });

  it('asks for a new token when WeChat refuses the cached one (errcode 40001), once', async () => {
    await test.app.db.deleteFrom('wechat_credential').where('name', '=', 'jsapi_ticket').execute();
    wechat.revokeTokens();
    const response = await sign();
    expect(response.statusCode).toBe(200);
    expectSignedByLastTicket(response.json().data);
    expect(wechat.calls).toEqual({ token: 3, ticket: 4 });
  });

  // Instances share a database on PostgreSQL only (SQLite is one process's file).
  if (engine === 'postgres') it('shares the cached ticket with another instance on the database', async () => {
    const second = await startSecondInstance(test, { wechatShare: wechat.settings, clock: test.clock.now });
    try {
      const response = await second.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${SITE_PAGE_API_PATHS.wechatShare}?${new URLSearchParams({ url: PAGE })}` });
      expectSignedByLastTicket(response.json().data);
      expect(wechat.calls).toEqual({ token: 3, ticket: 4 });
    } finally {
      await second.close();
    }
  });

  describe('when WeChat refuses the account', () => {
    afterEach(async () => {
      await call(test.app, 'PUT', '/wechatAccount', admin, ACCOUNT);
    });

    it('answers 502 in the visitor\'s language, without a signature', async () => {
      // The clock moved past the session's idle time.
      admin = await signIn(test.app, 'admin@example.com');
      expect((await call(test.app, 'PUT', '/wechatAccount', admin, { appId: ACCOUNT.appId, appSecret: 'f'.repeat(32) })).statusCode).toBe(200);
      const response = await sign();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 502, msg: 'The WeChat share signature cannot be made right now: please try again later' });
    });
  });
});
