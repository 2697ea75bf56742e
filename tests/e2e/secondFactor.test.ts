/**
 * The second factor in Chromium, as an admin meets it: at the first sign-in the back office
 * leads through setting up an authenticator app (the key read from the page, as a person types
 * it when the QR code cannot be scanned; the code computed from it as the app would), shows the
 * ten recovery codes once, and opens; signed out, the admin signs in with the next code. In the
 * Security section of My account the admin confirms with the password and adds a passkey made by Chromium's
 * virtual authenticator (DevTools protocol), then signs in with it; on a phone-sized screen, a
 * recovery code signs in and the Security section fits the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { freePort } from '../support/freePort';
import { signInAudit, totpCode } from '../support/secondFactor';
import { createStaff, PASSWORD } from '../support/staffApp';
import { launchBrowser } from '../support/browser';
import { secondFactorFor, startTestApp, type TestApp } from '../support/testApp';
import { signInToBackOffice, signOutOfBackOffice } from './backOfficeSignIn';
import { recordErrors } from './support';

const ADMIN = 'admin@example.com';
const STEP_MS = 30_000;

describe('two-step verification in the back office', () => {
  let cms: TestApp;
  /** `localhost`, not 127.0.0.1: WebAuthn accepts http only there, and no IP address as a relying party. */
  let origin: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  let errors: string[];
  let secret = '';
  let recoveryCodes: string[] = [];
  /** The time step of the last code the test gave: the next sign-in uses the one after. */
  let lastStep = 0;

  beforeAll(async () => {
    // Asked before the CMS starts: its public address, and so the passkeys' origin, names the port.
    const port = await freePort();
    origin = `http://localhost:${port}`;
    cms = await startTestApp('sqlite', { adminDir: ADMIN_DIR, seed: undefined, secondFactor: secondFactorFor(origin) });
    await cms.app.listen({ host: '127.0.0.1', port });
    await createStaff(cms.app, ADMIN, ['admin']);
    ({ browser, close: closeBrowser } = await launchBrowser());
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors = recordErrors(page);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await cms?.close();
  });

  it('sets up an authenticator app at the first sign-in, then signs in with its next code', { timeout: 120_000 }, async () => {
    await signInToBackOffice(page, errors, origin, ADMIN, PASSWORD, async () => {
      await page.getByRole('heading', { name: '设置两步验证' }).waitFor();
      await page.getByRole('button', { name: '设置验证器' }).click();
      await expect.poll(() => page.getByRole('img', { name: /验证器的二维码/ }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      secret = (await page.locator('[data-secret]').innerText()).replace(/\s+/g, '');
      const now = Date.now();
      lastStep = Math.floor(now / STEP_MS);
      await page.getByRole('textbox', { name: '验证码' }).fill(totpCode(secret, new Date(now)));
      await page.getByRole('button', { name: '确认', exact: true }).click();
      const codes = page.getByRole('list', { name: '你的恢复码' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      recoveryCodes = await codes.allInnerTexts();
      await page.getByRole('button', { name: '我已保存恢复码' }).click();
    });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new Set(recoveryCodes).size).toBe(10);

    await signOutOfBackOffice(page);
    // The code of the next 30-second step: the server accepts one step of drift, and the enrolment's code is spent.
    await signInToBackOffice(page, errors, origin, ADMIN, PASSWORD, async () => {
      await page.getByRole('heading', { name: '两步验证' }).waitFor();
      lastStep += 1;
      await page.getByRole('textbox', { name: '验证码' }).fill(totpCode(secret, new Date(lastStep * STEP_MS)));
      await page.getByRole('button', { name: '验证', exact: true }).click();
    });
    expect(await signInAudit(cms.app)).toEqual([
      'sign-in.enrolment-pending', 'second-factor.totp-enrolled', 'second-factor.recovery-codes-issued', 'sign-in',
      'sign-out', 'sign-in.second-factor-pending', 'second-factor.totp-used', 'sign-in',
    ]);
    expect(errors).toEqual([]);
  });

  it('adds a passkey in the Security section and signs in with it', { timeout: 120_000 }, async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    // The Security section is one of My account's, under the password change (which has a field of the same name).
    await page.getByRole('button', { name: '个人' }).click();
    await page.getByRole('menuitem', { name: '我的账号' }).click();
    const security = page.getByRole('region', { name: '两步验证' });
    await security.getByLabel('当前密码').fill(PASSWORD);
    await security.getByRole('button', { name: '确认', exact: true }).click();
    await security.getByRole('status').filter({ hasText: '已验证' }).waitFor();
    await security.getByRole('textbox', { name: '通行密钥名称' }).fill('Work laptop');
    await security.getByRole('button', { name: '添加通行密钥' }).click();
    await security.getByRole('list', { name: '通行密钥' }).getByText('Work laptop', { exact: true }).waitFor();
    expect((await signInAudit(cms.app)).at(-1)).toBe('second-factor.passkey-added');

    await signOutOfBackOffice(page);
    await signInToBackOffice(page, errors, origin, ADMIN, PASSWORD, async () => {
      await page.getByRole('button', { name: '使用通行密钥' }).click();
    });
    expect((await signInAudit(cms.app)).slice(-2)).toEqual(['second-factor.passkey-used', 'sign-in']);
    expect(errors).toEqual([]);
  });

  it('signs in with a recovery code on a phone, where the Security section fits the screen', { timeout: 120_000 }, async () => {
    const phone = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const mobile = await phone.newPage();
      mobile.setDefaultTimeout(15_000);
      const mobileErrors = recordErrors(mobile);
      await signInToBackOffice(mobile, mobileErrors, origin, ADMIN, PASSWORD, async () => {
        await mobile.getByRole('button', { name: '改用恢复码' }).click();
        await mobile.getByRole('textbox', { name: '恢复码' }).fill(recoveryCodes[0]!);
        await mobile.getByRole('button', { name: '验证', exact: true }).click();
      });
      await mobile.goto(`${origin}/admin/account`);
      await mobile.getByText('剩余 9 个未使用的恢复码').waitFor();
      await mobile.getByText('Work laptop', { exact: true }).waitFor();
      expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect((await signInAudit(cms.app)).slice(-2)).toEqual(['second-factor.recovery-code-used', 'sign-in']);
      expect(mobileErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
