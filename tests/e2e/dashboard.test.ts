/**
 * The dashboard a sales user lands on, in Chromium on a phone-sized screen, over generated leads:
 * the figures it shows (leads of the last 28 days, leads waiting past their promised time, the
 * pipeline's table) equal plain SQL counts over the same span; the page loads its charts under
 * the back office's strict policy without an error and never scrolls sideways. The figures' own
 * arithmetic is tests/cms/dashboard/dashboardAdminRoutes.test.ts's; here the whole way from the
 * database to the screen runs on each engine, SQLite and PostgreSQL (a server of the test's own:
 * the end-to-end project's global setup starts none), with one browser for both.
 */
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { startOfCompanyDay, wallClock } from '../../contract/companyTime';
import { launchBrowser } from '../support/browser';
import { generateLeads, insertGeneratedLeads } from '../support/generatedLeads';
import { staffId } from '../support/inbox';
import { startPostgres, type PostgresServer } from '../support/postgresServer';
import { startSiteServer } from '../support/siteServer';
import { ENGINES, type TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { recordErrors } from './support';

const PASSWORD = 'a long enough passphrase';
const EMAIL = 'sales@example.com';

describe('the sales dashboard in a browser', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let postgres: PostgresServer;

  beforeAll(async () => {
    [{ browser, close: closeBrowser }, postgres] = await Promise.all([launchBrowser(), startPostgres()]);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await postgres?.stop();
  });

  describe.each(ENGINES)('on %s', (engine) => {
    let site: TestApp & { origin: string };

    beforeAll(async () => {
      site = await startSiteServer(
        { adminDir: ADMIN_DIR },
        engine === 'postgres' ? { engine, postgresServerUrl: postgres.url } : { engine },
      );
      await addStaffAccount(site.app.db, { email: EMAIL, password: PASSWORD, roles: ['sales'] }, new Date());
      await insertGeneratedLeads(site.app.db, generateLeads(600, new Date(), 70), await staffId(site.app, EMAIL));
    });
    afterAll(async () => {
      await site?.close();
    });

    it('shows the counts SQL gives for the last 28 days, on a phone, with the pipeline as a table', { timeout: 90_000 }, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
      const page = await context.newPage();
      const errors = recordErrors(page);
      try {
        await signInToBackOffice(page, errors, site.origin, EMAIL, PASSWORD);
        const now = new Date();
        const today = wallClock(now, 'Asia/Shanghai');
        const first = new Date(Date.UTC(today.year, today.month - 1, today.day) - 27 * 86_400_000).toISOString().slice(0, 10);
        const from = startOfCompanyDay(first, 'Asia/Shanghai');
        const count = async (where: ReturnType<typeof sql>) =>
          Number((await sql<{ n: number }>`SELECT count(*) AS n FROM potential_customer WHERE ${where}`.execute(site.app.db)).rows[0]!.n);

        const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
        await figure('total').waitFor();
        expect(Number(await figure('total').textContent())).toBe(await count(sql`created_at >= ${from} AND status <> 'spam'`));
        expect(Number(await figure('overdue').textContent())).toBe(await count(sql`status = 'new' AND response_due_at < ${now.toISOString()}`));

        // The table screen readers read beside the drawing, named by its caption.
        const pipeline = page.getByRole('table', { name: '销售漏斗' });
        const row = async (label: string) => Number(await pipeline.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell').last().textContent());
        expect(await row('已流失')).toBe(await count(sql`created_at >= ${from} AND status = 'lost'`));
        expect(await row('垃圾信息')).toBe(await count(sql`created_at >= ${from} AND status = 'spam'`));
        expect(await row('已成交')).toBe(await count(sql`created_at >= ${from} AND status = 'won'`));

        await page.getByRole('region', { name: '按省份' }).locator('canvas').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
