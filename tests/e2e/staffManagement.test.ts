/**
 * Staff management in the back office, in Chromium, with its mail through a real SMTP server on
 * loopback: an admin invites a colleague from the staff list; the invitation mail holds a link,
 * which opens the invitation page, where the colleague chooses a password and lands in the back
 * office with the role given; the spent link is refused after; the admin disables them and their
 * open page is signed out. A user changes their own password from the account page (on a
 * phone-sized screen), which signs their other session out, then signs out a session of theirs
 * from its list. Every page runs under the back office's strict policy: an error in the console
 * (a style without its nonce, a failed call) fails the test.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { launchBrowser } from '../support/browser';
import { addressOf, startMailServer, type MailServer } from '../support/mailServer';
import { notificationSettings, PUBLIC_URL } from '../support/notifyingApp';
import { startTestApp, type TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { escapeRegExp, recordErrors } from './support';

const PASSWORD = 'a long enough passphrase';
const INVITEE = 'new.editor@example.com';
const INVITEE_PASSWORD = 'my own chosen passphrase';
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Each test goes through several pages in two or three browser contexts. */
const FLOW_TIMEOUT_MS = 120_000;

interface Tab {
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

describe('staff management in the back office', () => {
  let mail: MailServer;
  let cms: TestApp;
  let origin: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let invitee: Tab;

  beforeAll(async () => {
    mail = await startMailServer();
    cms = await startTestApp('sqlite', { seed: undefined, adminDir: ADMIN_DIR, notifications: notificationSettings(mail.url) });
    origin = await cms.app.listen({ host: '127.0.0.1', port: 0 });
    await addStaffAccount(cms.app.db, { email: 'admin@example.com', password: PASSWORD, roles: ['admin'] }, new Date());
    await addStaffAccount(cms.app.db, { email: 'sales@example.com', password: PASSWORD, roles: ['sales'] }, new Date());
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await invitee?.close();
    await closeBrowser?.();
    await cms?.close();
    await mail?.close();
  });

  /** A fresh browser context (nothing shared with the others), in Chinese. */
  async function tab(options: BrowserContextOptions = {}): Promise<Tab> {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    return { page, errors: recordErrors(page), close: () => context.close() };
  }

  async function signedIn(email: string, password: string, options: BrowserContextOptions = {}): Promise<Tab> {
    const opened = await tab(options);
    await signInToBackOffice(opened.page, opened.errors, origin, email, password);
    return opened;
  }

  /**
 * The errors of a page opened before its user has a session, less the answers it expects: the
 * app's first `GET /session` (401) and, on a refused link, the lookup's 410.
 */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (401|410)/.test(error));

/** The sign-in page is what a signed-out tab shows on its next call. */
  const showsSignIn = (page: Page) => page.getByLabel('电子邮箱').waitFor();

  it('lets an admin invite a colleague, who sets a password from the mailed link and lands with the role given', async () => {
    const admin = await signedIn('admin@example.com', PASSWORD);
    try {
      const { page } = admin;
      await page.getByRole('menuitem', { name: '员工账号' }).click();
      await page.getByRole('link', { name: '邀请同事' }).click();
      await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
      await page.getByRole('textbox', { name: '邮箱' }).fill(INVITEE);
      await page.getByRole('checkbox', { name: '编辑' }).check();
      await page.getByRole('radio', { name: '英文' }).check();
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText(`已向 ${INVITEE} 发送邀请`).waitFor();
      const row = page.getByRole('row', { name: new RegExp(escapeRegExp(INVITEE)) });
      await row.getByText('已邀请').waitFor();
      await row.getByText('王芳').waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }

    const [message] = await mail.messages(1);
    expect(addressOf(message!)).toBe(INVITEE);
    expect(message!.subject).toBe('You are invited to the back office');
    const link = new RegExp(`${escapeRegExp(PUBLIC_URL)}(/admin/invitation#[A-Za-z0-9_-]{43})`).exec(message!.text ?? '')?.[1];
    if (!link) throw new Error(`no invitation link in:\n${message!.text}`);

    invitee = await tab();
    const { page } = invitee;
    await page.goto(`${origin}${link}`);
    await page.getByText(`邀请 ${INVITEE} 担任：编辑。`).waitFor();
    await page.getByLabel(/^新密码/).fill('too short');
    await page.getByLabel('再次输入新密码').fill('too short');
    await page.getByRole('button', { name: '保存并登录' }).click();
    await page.getByText('至少 12 个字符').waitFor();
    await page.getByLabel(/^新密码/).fill(INVITEE_PASSWORD);
    await page.getByLabel('再次输入新密码').fill(INVITEE_PASSWORD);
    await page.getByRole('button', { name: '保存并登录' }).click();
    await page.getByText(`欢迎，${INVITEE}`).waitFor();
    await page.getByText('你的角色：编辑').waitFor();
    await page.getByRole('menuitem', { name: '案例' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '员工账号' }).count()).toBe(0);
    expect(unexpected(invitee.errors)).toEqual([]);

    const again = await tab();
    try {
      await again.page.goto(`${origin}${link}`);
      await again.page.getByRole('alert').getByText('邀请链接已使用过。请直接登录').waitFor();
      expect(unexpected(again.errors)).toEqual([]);
    } finally {
      await again.close();
    }
  }, FLOW_TIMEOUT_MS);

  it('lets the admin disable the colleague, whose open back office is signed out at once', async () => {
    const admin = await signedIn('admin@example.com', PASSWORD);
    try {
      const { page } = admin;
      await page.getByRole('menuitem', { name: '员工账号' }).click();
      await page.getByRole('row', { name: new RegExp(escapeRegExp(INVITEE)) }).getByText(INVITEE).click();
      await page.getByRole('button', { name: '停用' }).click();
      const dialog = page.getByRole('dialog', { name: `停用 ${INVITEE}？` });
      await dialog.getByRole('button', { name: '停用' }).click();
      await page.getByText(`已停用 ${INVITEE}`).waitFor();
      await page.getByRole('button', { name: '启用' }).waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }
    await invitee.page.getByRole('menuitem', { name: '标签' }).click();
    await showsSignIn(invitee.page);
  }, FLOW_TIMEOUT_MS);

  it('lets a user change their own password on a phone, signing their other session out, and end a session from the list', async () => {
    const desk = await signedIn('sales@example.com', PASSWORD);
    const phone = await signedIn('sales@example.com', PASSWORD, PHONE);
    try {
      const { page } = phone;
      await page.getByRole('button', { name: '个人' }).click();
      await page.getByRole('menuitem', { name: '我的账号' }).click();
      // The Security section below asks for the current password too: the change is the password section's.
      const passwordChange = page.getByRole('region', { name: '修改密码' });
      await passwordChange.getByLabel('当前密码').fill(PASSWORD);
      await passwordChange.getByLabel(/^新密码/).fill(INVITEE_PASSWORD);
      await passwordChange.getByLabel('再次输入新密码').fill(INVITEE_PASSWORD);
      await passwordChange.getByRole('button', { name: '修改密码' }).click();
      await page.getByText('密码已修改，您的其他会话已退出登录。').waitFor();

      await desk.page.reload();
      await showsSignIn(desk.page);

      // A session elsewhere with the new password, listed beside this one and signed out from here.
      const laptop = await signedIn('sales@example.com', INVITEE_PASSWORD);
      try {
        await page.reload();
        const sessions = page.getByRole('list', { name: '登录中的会话' });
        await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
        await sessions.getByRole('listitem').filter({ hasText: '当前会话' }).getByText(/Chrome \d+ · Linux/).waitFor();
        const other = sessions.getByRole('listitem').filter({ hasNotText: '当前会话' });
        await other.getByText('地址: 127.0.0.1', { exact: false }).waitFor();
        await other.getByRole('button', { name: /^退出来自 127\.0\.0\.1 的 Chrome/ }).click();
        await page.getByText('该会话已退出登录').waitFor();
        await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
        await laptop.page.getByRole('menuitem', { name: '线索' }).click();
        await showsSignIn(laptop.page);
      } finally {
        await laptop.close();
      }
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
      await desk.close();
    }
  }, FLOW_TIMEOUT_MS);
});
