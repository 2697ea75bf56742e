/**
 * The back office's embed snippets page, end to end in Chromium: an editor picks the case
 * browser pinned to a category, adds a partner site's origin (another loopback origin), sees the
 * widget in the preview frame, and copies the script tag and placeholder through the page's copy
 * buttons (the confirmation announced in a live region). Pasted into a page that partner origin
 * serves, the snippet loads the widget, whose calls to the open API are granted to that origin
 * and answer; removed, the origin gets no grant any more.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR, WIDGETS_DIR } from '../../builders/paths';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { API_BASE_PATH } from '../../contract/api';
import type { ArticleListItem } from '../../contract/entities/article';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { api, caseRoot, recordErrors } from './support';

const PASSWORD = 'a long enough passphrase';
const EDITOR = 'editor@example.com';

/** A partner's site on its own loopback origin, serving whatever page the test pastes. */
async function startPartnerSite() {
  let body = '';
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(`<!DOCTYPE html>\n<html lang="zh-CN">\n<head><meta charset="utf-8"><title>合作伙伴</title></head>\n<body>\n${body}\n</body>\n</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paste(html: string) {
      body = html;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('embed snippets from the back office on a partner page', () => {
  let cms: TestApp & { origin: string };
  let partner: Awaited<ReturnType<typeof startPartnerSite>>;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    const test = await startTestApp('sqlite', { widgetsDir: WIDGETS_DIR, adminDir: ADMIN_DIR });
    cms = { ...test, origin: await test.app.listen({ host: '127.0.0.1', port: 0 }) };
    await addStaffAccount(cms.app.db, { email: EDITOR, password: PASSWORD, roles: ['editor'] }, new Date());
    partner = await startPartnerSite();
    ({ browser, close: closeBrowser } = await launchBrowser());
  }, 120_000);
  afterAll(async () => {
    await closeBrowser?.();
    await partner?.close();
    await cms?.close();
  });

  /** The open API's answers a page received, with the CORS grant each carried. */
  function watchApiCalls(page: Page) {
    const calls: Array<{ url: string; status: number; allowOrigin: string | undefined }> = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes(API_BASE_PATH) || response.request().method() === 'OPTIONS') return;
      calls.push({ url: response.url(), status: response.status(), allowOrigin: response.headers()['access-control-allow-origin'] });
    });
    return calls;
  }

  it('copies a snippet that loads the widget on the partner origin it adds, and stops granting it once removed', async () => {
    const root = await caseRoot(cms.origin);
    const category = root.children[0]!;
    const { rows: pinned } = await api<{ rows: ArticleListItem[] }>(cms.origin, 'article/list', { classifyId: category.classifyId, pageNum: 1, pageSize: 8, language: 'zh' });
    expect(pinned.length).toBeGreaterThan(0);

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: cms.origin });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await signInToBackOffice(page, errors, cms.origin, EDITOR, PASSWORD);

    await page.getByRole('menuitem', { name: '嵌入代码' }).click();
    await page.getByRole('combobox', { name: '组件' }).click();
    await page.getByRole('option', { name: '案例浏览' }).click();
    await page.getByRole('combobox', { name: '案例分类' }).click();
    await page.getByRole('option', { name: category.classifyName }).click();

    // An invalid origin is refused with the reason before anything is sent.
    const originField = page.getByRole('textbox', { name: '来源', exact: true });
    await originField.fill(`${partner.origin}/shop`);
    await page.getByRole('button', { name: '添加' }).click();
    await page.getByText('请填写网站的来源地址，如 https://partner.example.com：须为 https（http 仅限本机），不含路径').waitFor();
    await originField.fill(partner.origin);
    await page.getByRole('textbox', { name: '备注' }).fill('测试伙伴');
    await page.getByRole('button', { name: '添加' }).click();
    await page.getByRole('list', { name: '合作伙伴来源' }).getByText(partner.origin).waitFor();

    // The preview frame shows the pinned category's cases, under the partner's strict policy.
    const preview = page.frameLocator('iframe[title="组件在合作伙伴页面上的预览"]');
    await preview.getByRole('article', { name: pinned[0]!.articleTitle }).waitFor({ timeout: 15_000 });

    const copy = async (piece: string) => {
      await page.getByRole('region', { name: piece }).getByRole('button', { name: '复制' }).click();
      await page.getByRole('region', { name: piece }).getByRole('status').getByText(`已复制${piece}到剪贴板`).waitFor();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const scriptTag = await copy('脚本标签');
    const placeholder = await copy('占位元素');
    expect(scriptTag).toBe(`<script async src="${cms.origin}/widgets/embed.js" data-cms="${cms.origin}" data-lang="zh-CN"></script>`);
    expect(placeholder).toBe(`<div data-cms-widget="cases" data-category="${category.outLink}"></div>`);
    expect(errors).toEqual([]);

    partner.paste(`<h1>合作伙伴页面</h1>\n${placeholder}\n${scriptTag}`);
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const partnerPage = await visitor.newPage();
    const partnerErrors = recordErrors(partnerPage);
    const calls = watchApiCalls(partnerPage);
    await partnerPage.goto(partner.origin);
    const widget = partnerPage.locator('[data-cms-widget="cases"]');
    await widget.getByRole('article', { name: pinned[0]!.articleTitle }).waitFor({ timeout: 15_000 });
    expect(await widget.getByRole('heading', { level: 3 }).allTextContents()).toEqual(pinned.map((row) => row.articleTitle));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toMatchObject({ status: 200, allowOrigin: partner.origin });
    expect(partnerErrors).toEqual([]);
    await visitor.close();

    // Removed on the page, the origin gets no grant from the next request on.
    await page.getByRole('button', { name: `移除 ${partner.origin}` }).click();
    await page.getByText(`已移除 ${partner.origin}`).waitFor();
    expect(await cms.app.db.selectFrom('partner_origin').select('origin').execute()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    const refused = await fetch(`${cms.origin}${API_BASE_PATH}/blogroll/list`, { headers: { origin: partner.origin } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  }, 120_000);
});
